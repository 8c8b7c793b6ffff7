/** An error with a status and a Spanish message the client may show as is. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly field?: string,
    readonly code?: string,
  ) {
    super(message);
  }
}

export const badRequest = (message: string, field?: string) =>
  new HttpError(400, message, field, 'validacion');
export const unauthorized = (message = 'Debes iniciar sesión para continuar.') =>
  new HttpError(401, message, undefined, 'no_autenticado');
export const forbidden = (message = 'No tienes permiso para realizar esta acción.') =>
  new HttpError(403, message, undefined, 'sin_permiso');
export const notFound = (message = 'No se encontró el registro solicitado.') =>
  new HttpError(404, message, undefined, 'no_encontrado');
export const conflict = (message: string, field?: string) =>
  new HttpError(409, message, field, 'conflicto');
export const tooManyRequests = (message: string) =>
  new HttpError(429, message, undefined, 'demasiados_intentos');
