import { badRequest } from '../../http/http-error.ts';

/** Where Transbank posts the browser back; it redirects to the page the portal asked for. */
export const WEBPAY_RETURN_PATH = '/api/v1/webpay/return';

/**
 * The portal's result page must be on the app's own origin: anything else would make the payment
 * flow an open redirect.
 */
export const checkReturnUrl = (raw: string, publicOrigin: string): URL => {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw badRequest('returnUrl: debe ser una URL válida', 'returnUrl');
  }
  // Only the configured public origin (PUBLIC_URL, or http://localhost:$PORT): the Host and
  // X-Forwarded-Host headers are the caller's to choose, so they never decide where money returns.
  const allowed = new URL(publicOrigin).origin;
  if (url.origin !== allowed || url.username || url.password) {
    throw badRequest('returnUrl: debe ser una dirección de esta misma aplicación', 'returnUrl');
  }
  return url;
};

/** The result page URL with the fields Transbank sent, as query parameters the SPA can read. */
export const resultPageUrl = (stored: string, fields: Record<string, string>): string => {
  const url = new URL(stored);
  for (const [key, value] of Object.entries(fields)) url.searchParams.set(key, value);
  return url.toString();
};
