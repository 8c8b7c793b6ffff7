import { useEffect, useState } from 'react';
import { onDemand } from '../app/on-demand.ts';

type OverlayViews = typeof import('./overlay-views.tsx');

const views = onDemand<OverlayViews>(() => import('./overlay-views.tsx'));

// What the user does just before opening a dialog or a drawer, on a button or a menu item: the
// pointer over it, the focus on it, a press, Enter or Space. Any of them fetches the frames, so
// that by the click (tens to hundreds of ms later) they are in and the overlay opens at once. A
// link (the side menu) is not an intent: opening a module does not fetch them.
const TRIGGER = 'button, [role="menuitem"]';
const events = ['pointerover', 'focusin', 'pointerdown', 'keydown'] as const;
let listening = false;

const onUserIntent = (event: Event) => {
  if (!(event.target instanceof Element && event.target.closest(TRIGGER))) return;
  if (event instanceof KeyboardEvent && event.key !== 'Enter' && event.key !== ' ') return;
  for (const type of events) document.removeEventListener(type, onUserIntent, true);
  views.preload();
};

/** The frames' code, fetched now: for tests, which render an open dialog at once. */
export const loadOverlayViews = (): Promise<OverlayViews> => views();

/** Once per page, while a frame is mounted closed and its code not yet fetched. */
const preloadOnIntent = () => {
  if (listening || views.loaded()) return;
  listening = true;
  for (const type of events) document.addEventListener(type, onUserIntent, true);
};

/**
 * The code of the kit's dialog and drawer frames (docs/performance.md, session 13): fetched on
 * the first intent to open one (see above), or when one is rendered open before that. Until it
 * is in, the frame renders nothing: an overlay takes no room in the page, so nothing moves.
 */
export const useOverlayViews = (open: boolean): OverlayViews | undefined => {
  const [loaded, setLoaded] = useState(views.loaded);
  useEffect(() => {
    if (loaded) return;
    if (!open) return preloadOnIntent();
    let current = true;
    // A failed fetch leaves the frame closed; the next open (or intent) tries again.
    views().then(
      (m) => current && setLoaded(() => m),
      () => {},
    );
    return () => {
      current = false;
    };
  }, [open, loaded]);
  return loaded;
};
