import { IntegrationApiKeys, IntegrationCommerceCodes } from './sdk.ts';

/** Transbank's public Webpay Plus integration pair: what the SDK's integration helpers use. */
export const INTEGRATION_COMMERCE_CODE: string = IntegrationCommerceCodes.WEBPAY_PLUS;
export const INTEGRATION_API_KEY: string = IntegrationApiKeys.WEBPAY;

/** Transbank's public integration mall (Oneclick) and its two child stores. */
export const ONECLICK_MALL_CODE: string = IntegrationCommerceCodes.ONECLICK_MALL;
export const ONECLICK_CHILD_CODES: readonly string[] = [
  IntegrationCommerceCodes.ONECLICK_MALL_CHILD1,
  IntegrationCommerceCodes.ONECLICK_MALL_CHILD2,
];
export const ONECLICK_API_KEY: string = IntegrationApiKeys.WEBPAY;
