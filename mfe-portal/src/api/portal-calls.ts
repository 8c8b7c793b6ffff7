import type { EndpointBody, EndpointResponse } from '@academias/shared/contract';
import type * as payLinksApi from '@academias/shared/contract/pay-links';
import type * as portalApi from '@academias/shared/contract/portal';
import { postJson } from '@academias/shared/api/post-json';

/** The contract endpoints the portal calls, by name (types only: no zod in the first load). */
interface PortalEndpoints {
  getUserByRut: typeof portalApi.getUserByRut;
  webpayCreate: typeof portalApi.webpayCreate;
  webpayRelease: typeof portalApi.webpayRelease;
  webpayCommit: typeof portalApi.webpayCommit;
  openPayLink: typeof payLinksApi.openPayLink;
}
type Name = keyof PortalEndpoints;

/**
 * Their paths, as literals: importing the contract at run time would put zod and the schemas in
 * the portal's first load (docs/performance.md). portal-calls.test.ts checks them against the
 * contract; every one is a POST with a JSON body.
 */
export const portalPaths: Record<Name, string> = {
  getUserByRut: '/api/v1/getUserByRut',
  webpayCreate: '/api/v1/webpay/create',
  webpayRelease: '/api/v1/webpay/release',
  webpayCommit: '/api/v1/webpay/commit',
  openPayLink: '/api/v1/payLinks/open',
};

export type PortalBody<N extends Name> = EndpointBody<PortalEndpoints[N]>;
export type PortalAnswer<N extends Name> = EndpointResponse<PortalEndpoints[N]>;

/** Calls one of the portal's endpoints; a failure rejects with a `CallError` (@academias/shared/api/post-json). */
export const callPortal = <N extends Name>(
  name: N,
  body: PortalBody<N>,
): Promise<PortalAnswer<N>> => postJson<PortalAnswer<N>>(portalPaths[name], body);
