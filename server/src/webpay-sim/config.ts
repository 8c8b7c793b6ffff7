/** The REST base every Webpay Plus call lives under, as transbank-sdk builds it. */
export const WEBPAY_API_BASE = '/rswebpaytransaction/api/webpay/v1.2/transactions';

/** A token is valid for 5 minutes, as in Webpay Plus. */
export const TOKEN_TTL_MS = 5 * 60 * 1000;

export interface WebpaySimOptions {
  commerceCode?: string;
  apiKey?: string;
  /** Public origin the browser reaches the simulator at; defaults to the request's own host. */
  publicUrl?: string;
  /** Overridable for tests of the timeout path. */
  tokenTtlMs?: number;
}
