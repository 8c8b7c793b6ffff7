import { useSyncExternalStore } from 'react';

/** docs/spec.md §9: at 991 px and below the menu is an overlay. */
export const DESKTOP_QUERY = '(min-width: 992px)';

const subscribe = (onChange: () => void) => {
  const mql = window.matchMedia(DESKTOP_QUERY);
  mql.addEventListener('change', onChange);
  return () => mql.removeEventListener('change', onChange);
};

export const useIsDesktop = (): boolean =>
  useSyncExternalStore(
    subscribe,
    () => window.matchMedia(DESKTOP_QUERY).matches,
    () => true,
  );
