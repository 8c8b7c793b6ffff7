/** Texts of the login screen; here, apart from the API client, so the first load needs no axios. */
export const WRONG_CREDENTIALS =
  'Usuario o contraseña incorrectos. Revisa tus datos e inténtalo de nuevo.';
export const SERVER_UNREACHABLE =
  'No pudimos conectar con el servidor. Revisa tu conexión a internet o inténtalo en unos minutos.';
export const TOO_MANY_ATTEMPTS =
  'Demasiados intentos fallidos. Espera unos minutos antes de volver a intentarlo.';
export const SERVER_FAILED =
  'El servidor no pudo iniciar tu sesión. Inténtalo nuevamente en unos minutos.';
