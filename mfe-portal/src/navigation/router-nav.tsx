import type { ReactNode } from 'react';
import { useHref, useLocation, useNavigate } from '@academias/shared/router';
import { PortalNavContext, type PortalNav, type PortalPage } from './portal-nav.tsx';

/**
 * The portal's navigation inside the app (a logged-in user, `/client/payments` in the shell):
 * the app's router, so its history and its other routes stay in step.
 */
export const RouterNav = ({ page, children }: { page: PortalPage; children: ReactNode }) => {
  const location = useLocation();
  const navigate = useNavigate();
  // The search page is this bundle's base: the route itself, or one segment up from `result`.
  const base = useHref(page === 'search' ? '.' : '..', { relative: 'path' }).replace(/\/+$/, '');
  const addresses: Record<PortalPage, string> = { search: base || '/', result: `${base}/result` };
  const nav: PortalNav = {
    href: (to) => addresses[to],
    go: (to, state) => navigate(addresses[to], { state }),
    search: location.search,
    state: location.state as unknown,
  };
  return <PortalNavContext value={nav}>{children}</PortalNavContext>;
};
