import type { Env } from '../../../config/env.ts';
import {
  INTEGRATION_API_KEY,
  INTEGRATION_COMMERCE_CODE,
} from '../../../transbank/integration-codes.ts';
import { Environment, Options, WebpayPlus } from '../../../transbank/sdk.ts';

/** The fields of a Webpay Plus commit or status answer the payment flow reads. */
export interface WebpayTransaction {
  vci?: string | null;
  amount: number;
  status: string;
  buy_order: string;
  session_id: string;
  card_detail?: { card_number?: string | null } | null;
  accounting_date?: string | null;
  transaction_date?: string | null;
  authorization_code?: string | null;
  payment_type_code?: string | null;
  response_code?: number | null;
  installments_number?: number | null;
}

export interface WebpayRefund {
  type: string;
  [key: string]: unknown;
}

/** Webpay Plus as the payment flow uses it; transbank-sdk underneath, any environment. */
export interface WebpayProvider {
  readonly environment: Env['WEBPAY_ENV'];
  create: (
    buyOrder: string,
    sessionId: string,
    amount: number,
    returnUrl: string,
  ) => Promise<{ token: string; url: string }>;
  commit: (token: string) => Promise<WebpayTransaction>;
  status: (token: string) => Promise<WebpayTransaction>;
  refund: (token: string, amount: number) => Promise<WebpayRefund>;
}

/** Transbank answered with an HTTP status (422 on a second commit or an unpaid token...). */
export class WebpayRejection extends Error {
  constructor(
    readonly httpStatus: number,
    message: string,
  ) {
    super(message);
  }
}

/**
 * transbank-sdk wraps axios errors into TransbankError whose message starts with the axios message
 * ("Request failed with status code 422"); a missing status means no answer (network, timeout).
 */
const translate = (error: unknown): never => {
  const message = error instanceof Error ? error.message : String(error);
  const status = /status code (\d{3})/.exec(message)?.[1];
  if (status) throw new WebpayRejection(Number(status), message);
  throw error;
};

/** How long to wait for Transbank before leaving a commit 'por confirmar'. */
const CALL_TIMEOUT_MS = 30_000;

export interface WebpayProviderConfig {
  environment: Env['WEBPAY_ENV'];
  commerceCode?: string | undefined;
  apiKey?: string | undefined;
  /** Simulator base (`http://127.0.0.1:PORT/webpay-sim`), resolved when a call is made. */
  simulatorBaseUrl?: () => string;
  timeoutMs?: number;
}

export const createWebpayProvider = (config: WebpayProviderConfig): WebpayProvider => {
  const { environment } = config;
  if (environment === 'production' && (!config.commerceCode || !config.apiKey)) {
    throw new Error('WEBPAY_ENV=production requiere WEBPAY_COMMERCE_CODE y WEBPAY_API_KEY');
  }
  const commerceCode =
    environment === 'production'
      ? config.commerceCode!
      : (config.commerceCode ?? INTEGRATION_COMMERCE_CODE);
  const apiKey =
    environment === 'production' ? config.apiKey! : (config.apiKey ?? INTEGRATION_API_KEY);
  const baseUrl = (): string => {
    if (environment === 'production') return Environment.Production;
    if (environment === 'integration') return Environment.Integration;
    if (!config.simulatorBaseUrl) throw new Error('simulator base URL not configured');
    return config.simulatorBaseUrl();
  };
  const transaction = () =>
    new WebpayPlus.Transaction(
      new Options(commerceCode, apiKey, baseUrl(), config.timeoutMs ?? CALL_TIMEOUT_MS),
    );
  return {
    environment,
    create: (buyOrder, sessionId, amount, returnUrl) =>
      transaction().create(buyOrder, sessionId, amount, returnUrl).catch(translate) as Promise<{
        token: string;
        url: string;
      }>,
    commit: (token) => transaction().commit(token).catch(translate) as Promise<WebpayTransaction>,
    status: (token) => transaction().status(token).catch(translate) as Promise<WebpayTransaction>,
    refund: (token, amount) =>
      transaction().refund(token, amount).catch(translate) as Promise<WebpayRefund>,
  };
};
