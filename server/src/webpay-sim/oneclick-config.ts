/** The REST base of every Oneclick Mall call, as transbank-sdk 6 builds it. */
export const ONECLICK_API_BASE = '/rswebpaytransaction/api/oneclick/v1.2';

export interface OneclickSimOptions {
  mallCommerceCode?: string | undefined;
  apiKey?: string | undefined;
  /** Child stores of the mall; an authorize naming another code is refused. */
  childCommerceCodes?: readonly string[] | undefined;
}
