import { callApi } from '@academias/shared/api';
import type { EndpointBody } from '@academias/shared/contract';
import * as portalApi from '@academias/shared/contract/portal';
import { useMutation } from '@tanstack/react-query';

type ReleaseBody = EndpointBody<typeof portalApi.webpayRelease>;

/** Ends the payer's own payment in progress that holds a charge (POST webpay/release). */
export const useReleaseHold = () =>
  useMutation({
    mutationFn: (body: ReleaseBody) => callApi(portalApi.webpayRelease, { body }),
  });
