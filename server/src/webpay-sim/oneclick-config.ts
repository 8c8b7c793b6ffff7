import {
  IntegrationApiKeys,
  IntegrationCommerceCodes,
} from '../modules/autopay/provider/oneclick-sdk.ts';

/** The REST base of every Oneclick Mall call, as transbank-sdk 6 builds it. */
export const ONECLICK_API_BASE = '/rswebpaytransaction/api/oneclick/v1.2';

/** Transbank's public integration mall and its two child stores. */
export const ONECLICK_MALL_CODE: string = IntegrationCommerceCodes.ONECLICK_MALL;
export const ONECLICK_CHILD_CODES: readonly string[] = [
  IntegrationCommerceCodes.ONECLICK_MALL_CHILD1,
  IntegrationCommerceCodes.ONECLICK_MALL_CHILD2,
];
export const ONECLICK_API_KEY: string = IntegrationApiKeys.WEBPAY;

export interface OneclickSimOptions {
  mallCommerceCode?: string | undefined;
  apiKey?: string | undefined;
  /** Child stores of the mall; an authorize naming another code is refused. */
  childCommerceCodes?: readonly string[] | undefined;
}
