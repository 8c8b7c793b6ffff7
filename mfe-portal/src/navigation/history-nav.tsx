import { useEffect, useState, type ReactNode } from 'react';
import { PortalNavContext, type PortalNav, type PortalPage } from './portal-nav.tsx';

/** Where the server serves the standalone portal; its dev server serves it at `/`. */
const MOUNTS = ['/client/payments', '/portal'];

/** The pages' addresses under the mount the page was opened at. */
export const portalAddresses = (pathname: string): Record<PortalPage, string> => {
  const mount = MOUNTS.find((m) => pathname === m || pathname.startsWith(`${m}/`)) ?? '';
  // `/client/payments` as the app links it; `/portal/` as the server serves that folder.
  return { search: mount === MOUNTS[0] ? mount : `${mount}/`, result: `${mount}/result` };
};

/** Which page an address shows; null for an address the portal does not have. */
export const pageAt = (pathname: string): PortalPage | null => {
  const addresses = portalAddresses(pathname);
  const trimmed = (path: string) => path.replace(/\/+$/, '');
  if (trimmed(pathname) === trimmed(addresses.search)) return 'search';
  if (trimmed(pathname) === trimmed(addresses.result)) return 'result';
  return null;
};

const readLocation = () => ({
  pathname: window.location.pathname,
  search: window.location.search,
  state: window.history.state as unknown,
});

/**
 * The standalone portal's navigation on the History API: two pages need no router (~14 KB
 * gzip of a payer's first load). An unknown address under the portal shows the search page.
 */
export const HistoryNav = ({ children }: { children: (page: PortalPage) => ReactNode }) => {
  const [location, setLocation] = useState(readLocation);
  useEffect(() => {
    const onPop = () => setLocation(readLocation());
    window.addEventListener('popstate', onPop);
    return () => window.removeEventListener('popstate', onPop);
  }, []);

  const addresses = portalAddresses(location.pathname);
  const page = pageAt(location.pathname);
  useEffect(() => {
    if (page === null) window.history.replaceState(null, '', addresses.search);
  }, [page, addresses.search]);

  const nav: PortalNav = {
    href: (to) => addresses[to],
    go: (to, state) => {
      window.history.pushState(state ?? null, '', addresses[to]);
      setLocation(readLocation());
      window.scrollTo(0, 0);
    },
    search: location.search,
    state: location.state,
  };
  return <PortalNavContext value={nav}>{children(page ?? 'search')}</PortalNavContext>;
};
