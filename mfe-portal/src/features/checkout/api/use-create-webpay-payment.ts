import { callApi } from '@academias/shared/api';
import type { EndpointBody } from '@academias/shared/contract';
import * as portalApi from '@academias/shared/contract/portal';
import { useMutation } from '@tanstack/react-query';
import { submitToProvider } from '../submit-to-provider.ts';

type CreateBody = EndpointBody<typeof portalApi.webpayCreate>;

/**
 * Opens the Webpay transaction (POST webpay/create) and, once the server reserved the charges
 * and answered with the token, sends the browser to the provider's card form. The server
 * computes the amount itself; `totalAcum` only tells it what the payer saw.
 */
export const useCreateWebpayPayment = () =>
  useMutation({
    mutationFn: (body: CreateBody) => callApi(portalApi.webpayCreate, { body }),
    onSuccess: (created) => {
      submitToProvider(created.url, created.token);
    },
  });
