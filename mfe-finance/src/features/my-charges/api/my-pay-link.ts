import { callApi } from '@academias/shared/api';
import { routes } from '@academias/shared/contract/routes';
import { useQuery } from '@academias/shared/query';

/** The public portal without a personal link: the payer types a RUT there. */
export const PORTAL_PATH = '/client/payments';

/**
 * The signed-in payer's personal pay link (30 days), as a path on this same site: the portal
 * opens with their charges shown, no RUT to type. `pending` while it is on its way (a tap then
 * would open the plain portal); if it fails, the plain portal.
 */
export const useMyPayLinkPath = (enabled: boolean): { path: string; pending: boolean } => {
  const link = useQuery({
    queryKey: ['pay-links', 'mine'],
    queryFn: () => callApi(routes.myPayLink, {}),
    enabled,
    // A link lasts 30 days; asking once per visit is plenty.
    staleTime: 60 * 60_000,
    retry: false,
  });
  if (!link.data) return { path: PORTAL_PATH, pending: enabled && link.isPending };
  const url = new URL(link.data.url, window.location.origin);
  return { path: `${url.pathname}${url.hash}`, pending: false };
};
