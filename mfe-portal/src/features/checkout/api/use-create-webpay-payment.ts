import { callPortal, type PortalBody } from '../../../api/portal-calls.ts';
import { useAction } from '../../../api/use-action.ts';
import { submitToProvider } from '../submit-to-provider.ts';

/**
 * Opens the Webpay transaction (POST webpay/create) and, once the server reserved the charges
 * and answered with the token, sends the browser to the provider's card form. The server
 * computes the amount itself; `totalAcum` only tells it what the payer saw.
 */
export const useCreateWebpayPayment = () =>
  useAction(async (body: PortalBody<'webpayCreate'>) => {
    const created = await callPortal('webpayCreate', body);
    submitToProvider(created.url, created.token);
    return created;
  });
