import { lazy, Suspense, type ComponentType, type JSX } from 'react';
import { onDemand } from './on-demand.ts';

/** Spread on the button that opens the dialog: its code starts loading as the pointer or focus arrives. */
export interface PreloadProps {
  onPointerEnter: () => void;
  onFocus: () => void;
}

export interface LazyDialog<P> {
  (props: P): JSX.Element;
  /** Starts fetching the dialog's code (once); a failed fetch is tried again on the next call. */
  preload: () => void;
  preloadProps: PreloadProps;
}

/**
 * A dialog whose code (its form, schemas, zod) is fetched when it is first opened, so the page
 * that offers it does not pay for it on its first screen (docs/performance.md, session 10).
 * Spread `Dialog.preloadProps` on the button that opens it: by the click the chunk is in, and the
 * dialog opens at once. Render it only while open; the fallback is nothing (no flash).
 *
 *   const PlanFormDialog = lazyDialog(() => import('./plan-form-dialog.tsx').then((m) => m.PlanFormDialog));
 */
export const lazyDialog = <P extends object>(
  load: () => Promise<ComponentType<P>>,
): LazyDialog<P> => {
  const get = onDemand(load);
  const Inner = lazy(() => get().then((component) => ({ default: component })));
  const { preload } = get;
  const Dialog = (props: P) => (
    <Suspense fallback={null}>
      <Inner {...props} />
    </Suspense>
  );
  return Object.assign(Dialog, {
    preload,
    preloadProps: { onPointerEnter: preload, onFocus: preload },
  });
};
