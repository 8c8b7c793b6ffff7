import { callApi } from '@academias/shared/api';
import * as payLinksApi from '@academias/shared/contract/pay-links';
import { useQuery } from '@tanstack/react-query';

/** The public portal without a personal link: the payer types a RUT there. */
export const PORTAL_PATH = '/client/payments';

/**
 * The signed-in payer's personal pay link (30 days), as a path on this same site: the portal
 * opens with their charges shown, no RUT to type. Until it arrives (or if it fails) the plain portal.
 */
export const useMyPayLinkPath = (enabled: boolean): string => {
  const link = useQuery({
    queryKey: ['pay-links', 'mine'],
    queryFn: () => callApi(payLinksApi.myPayLink, {}),
    enabled,
    // A link lasts 30 days; asking once per visit is plenty.
    staleTime: 60 * 60_000,
    retry: false,
  });
  if (!link.data) return PORTAL_PATH;
  const url = new URL(link.data.url, window.location.origin);
  return `${url.pathname}${url.hash}`;
};
