import { useSyncExternalStore } from 'react';

/** Phones: below 600 px lists show cards and filters fold behind a button (docs/design.md §8). */
export const NARROW_QUERY = '(max-width: 599px)';

const subscribe = (onChange: () => void) => {
  if (typeof window === 'undefined' || !window.matchMedia) return () => {};
  const mql = window.matchMedia(NARROW_QUERY);
  mql.addEventListener('change', onChange);
  return () => mql.removeEventListener('change', onChange);
};

const snapshot = () =>
  typeof window !== 'undefined' && !!window.matchMedia && window.matchMedia(NARROW_QUERY).matches;

/** True on a phone-width window; follows rotation and resizing. */
export const useNarrowScreen = (): boolean =>
  useSyncExternalStore(subscribe, snapshot, () => false);
