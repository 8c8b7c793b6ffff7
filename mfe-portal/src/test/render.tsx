import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { PortalNavContext, type PortalNav } from '../navigation/portal-nav.tsx';

/**
 * Renders a portal piece as the app does, with the portal's navigation as it is at `base`
 * (`/client/payments`, as the shell mounts it); `go` is a spy-able no-op unless given.
 */
export const renderPortal = (
  ui: ReactElement,
  { base = '/client/payments', nav = {} }: { base?: string; nav?: Partial<PortalNav> } = {},
) => {
  const value: PortalNav = {
    href: (page) => (page === 'search' ? base : `${base}/result`),
    go: () => undefined,
    search: '',
    state: null,
    ...nav,
  };
  return render(<PortalNavContext value={value}>{ui}</PortalNavContext>);
};
