import { createContext, useContext, type MouseEvent, type ReactNode } from 'react';

/** The portal's two pages: the RUT search (with the charges and checkout) and Webpay's result. */
export type PortalPage = 'search' | 'result';

/**
 * How the portal's pages move between themselves, whoever hosts them: the standalone build a
 * payer's fresh visit gets (history-nav.tsx, no router) or the app's router for a logged-in user
 * (router-nav.tsx). One set of screens for both.
 */
export interface PortalNav {
  /** The address of a page (for links, and the return URL handed to Webpay). */
  href: (page: PortalPage) => string;
  /** Goes to a page without a page load; `state` is read back as `state` there. */
  go: (page: PortalPage, state?: unknown) => void;
  /** The current address's query string (`?token_ws=...`). */
  search: string;
  /** The state the current page was reached with, if any. */
  state: unknown;
}

export const PortalNavContext = createContext<PortalNav | null>(null);

export const usePortalNav = (): PortalNav => {
  const nav = useContext(PortalNavContext);
  if (!nav) throw new Error('El portal necesita su navegación (PortalNavContext).');
  return nav;
};

interface PortalLinkProps {
  to: PortalPage;
  state?: unknown;
  className?: string;
  children: ReactNode;
}

/** A link to a portal page: a real `href` (new tab, copy link), followed without a page load. */
export const PortalLink = ({ to, state, className, children }: PortalLinkProps) => {
  const nav = usePortalNav();
  const follow = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey)
      return;
    event.preventDefault();
    nav.go(to, state);
  };
  return (
    <a href={nav.href(to)} className={className} onClick={follow}>
      {children}
    </a>
  );
};
