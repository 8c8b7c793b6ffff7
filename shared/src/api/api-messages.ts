/**
 * What a failed call says to the user, with no HTTP client: the app's axios client
 * (api-error.ts) and the light public portal, which calls the API with `fetch` to keep its first
 * load small (docs/performance.md), read the server's `{ message, field, code }` the same way.
 */
export const NETWORK_ERROR_MESSAGE =
  'No pudimos conectar con el servidor. Revisa tu conexión e inténtalo nuevamente.';
export const RATE_LIMIT_MESSAGE =
  'Demasiados intentos. Espera un momento antes de volver a intentarlo.';
export const SERVER_ERROR_MESSAGE =
  'Ocurrió un error en el servidor. Inténtalo nuevamente en unos minutos.';
export const UNKNOWN_ERROR_MESSAGE = 'Ocurrió un error inesperado. Inténtalo nuevamente.';

/** The error body of a failed call (docs/architecture.md), whatever arrived. */
export const errorBodyOf = (data: unknown): { message?: string; field?: string; code?: string } => {
  if (!data || typeof data !== 'object') return {};
  const d = data as Record<string, unknown>;
  return {
    ...(typeof d.message === 'string' ? { message: d.message } : {}),
    ...(typeof d.field === 'string' ? { field: d.field } : {}),
    ...(typeof d.code === 'string' ? { code: d.code } : {}),
  };
};

/** The server's own message, or the general one for the status (5xx bodies are generic by design). */
export const failedCallMessage = (status: number, data: unknown): string =>
  errorBodyOf(data).message ??
  (status >= 500
    ? SERVER_ERROR_MESSAGE
    : status === 429
      ? RATE_LIMIT_MESSAGE
      : UNKNOWN_ERROR_MESSAGE);
