import { callPortal, type PortalBody } from '../../../api/portal-calls.ts';
import { useAction } from '../../../api/use-action.ts';

/** Ends the payer's own payment in progress that holds a charge (POST webpay/release). */
export const useReleaseHold = () =>
  useAction((body: PortalBody<'webpayRelease'>) => callPortal('webpayRelease', body));
