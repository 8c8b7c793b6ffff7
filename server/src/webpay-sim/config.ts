import {
  IntegrationApiKeys,
  IntegrationCommerceCodes,
} from '../modules/payments/provider/transbank-sdk.ts';

/** The REST base every Webpay Plus call lives under, as transbank-sdk builds it. */
export const WEBPAY_API_BASE = '/rswebpaytransaction/api/webpay/v1.2/transactions';

/** Transbank's public integration pair: what the SDK's integration helpers use. */
export const INTEGRATION_COMMERCE_CODE: string = IntegrationCommerceCodes.WEBPAY_PLUS;
export const INTEGRATION_API_KEY: string = IntegrationApiKeys.WEBPAY;

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
