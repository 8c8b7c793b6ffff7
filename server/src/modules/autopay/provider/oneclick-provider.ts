import type { Env } from '../../../config/env.ts';
import { WebpayRejection } from '../../payments/provider/webpay-provider.ts';
import { ONECLICK_API_KEY, ONECLICK_MALL_CODE } from '../../../transbank/integration-codes.ts';
import { Environment, Oneclick, Options, TransactionDetail } from '../../../transbank/sdk.ts';

/** One child of a mall authorize or status answer. */
export interface MallDetail {
  amount: number;
  status: string;
  authorization_code?: string | null;
  payment_type_code?: string | null;
  response_code: number;
  installments_number?: number | null;
  commerce_code: string;
  buy_order: string;
}

export interface MallTransaction {
  buy_order: string;
  card_detail?: { card_number?: string | null } | null;
  accounting_date?: string | null;
  transaction_date?: string | null;
  details: MallDetail[];
}

export interface InscriptionFinish {
  response_code: number;
  tbk_user: string | null;
  authorization_code?: string | null;
  card_type: string | null;
  card_number: string | null;
}

/** Webpay Oneclick Mall as autopay uses it; transbank-sdk underneath, any environment. */
export interface OneclickProvider {
  start: (
    username: string,
    email: string,
    responseUrl: string,
  ) => Promise<{ token: string; url_webpay: string }>;
  finish: (token: string) => Promise<InscriptionFinish>;
  remove: (tbkUser: string, username: string) => Promise<void>;
  authorize: (
    username: string,
    tbkUser: string,
    parentBuyOrder: string,
    details: { commerceCode: string; buyOrder: string; amount: number }[],
  ) => Promise<MallTransaction>;
  status: (parentBuyOrder: string) => Promise<MallTransaction>;
  refund: (
    parentBuyOrder: string,
    commerceCode: string,
    childBuyOrder: string,
    amount: number,
  ) => Promise<{ type: string }>;
}

export interface OneclickProviderConfig {
  environment: Env['WEBPAY_ENV'];
  commerceCode?: string | undefined;
  apiKey?: string | undefined;
  simulatorBaseUrl?: () => string;
  timeoutMs?: number;
}

/** As payments/provider/webpay-provider.ts: an HTTP answer becomes WebpayRejection, no answer stays an error. */
const translate = (error: unknown): never => {
  const message = error instanceof Error ? error.message : String(error);
  const status = /status code (\d{3})/.exec(message)?.[1];
  if (status) throw new WebpayRejection(Number(status), message);
  throw error;
};

export const createOneclickProvider = (config: OneclickProviderConfig): OneclickProvider => {
  const { environment } = config;
  // Without a mall in production autopay is simply unavailable: each call fails (Spanish 502 to
  // the caller), the rest of the app starts. config/production-check.ts names the missing pair.
  const missing = environment === 'production' && (!config.commerceCode || !config.apiKey);
  const commerceCode = config.commerceCode ?? ONECLICK_MALL_CODE;
  const apiKey = config.apiKey ?? ONECLICK_API_KEY;
  const options = () => {
    if (missing)
      throw new Error(
        'WEBPAY_ENV=production requiere ONECLICK_COMMERCE_CODE y ONECLICK_API_KEY para el pago automático',
      );
    const base =
      environment === 'production'
        ? Environment.Production
        : environment === 'integration'
          ? Environment.Integration
          : (config.simulatorBaseUrl?.() ?? '');
    return new Options(commerceCode, apiKey, base, config.timeoutMs ?? 30_000);
  };
  const inscription = () => new Oneclick.MallInscription(options());
  const mall = () => new Oneclick.MallTransaction(options());
  return {
    start: async (username, email, responseUrl) =>
      inscription().start(username, email, responseUrl).catch(translate),
    finish: async (token) => inscription().finish(token).catch(translate),
    remove: async (tbkUser, username) => {
      await inscription().delete(tbkUser, username).catch(translate);
    },
    authorize: async (username, tbkUser, parentBuyOrder, details) =>
      mall()
        .authorize(
          username,
          tbkUser,
          parentBuyOrder,
          details.map((d) => new TransactionDetail(d.amount, d.commerceCode, d.buyOrder)),
        )
        .catch(translate),
    status: async (parentBuyOrder) => mall().status(parentBuyOrder).catch(translate),
    refund: async (parentBuyOrder, childCommerceCode, childBuyOrder, amount) =>
      mall().refund(parentBuyOrder, childCommerceCode, childBuyOrder, amount).catch(translate),
  };
};
