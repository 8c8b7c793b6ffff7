import { useEffect, useState } from 'react';
import type { CreateToasterReturn } from '@chakra-ui/react';
import { onDemand } from '../app/on-demand.ts';

type ToastOptions = Parameters<CreateToasterReturn['create']>[0];

/**
 * Chakra's toasts (Zag's toast machines, the region and its parts: ~7 KB gzip) are fetched with
 * the first toast, not with the kit (docs/performance.md, session 12): no first screen shows one.
 * The store is created in the fetched module; the region mounts when it arrives and shows what
 * the store already holds (Zag's group reads the visible toasts when it subscribes).
 */
const region = onDemand(() => import('./toast-region.tsx'));
const listeners = new Set<() => void>();

/** The one toaster of the page; `showToast` (events) and `toaster.create` both end here. */
export const toaster = {
  create: (options: ToastOptions): void => {
    region().then(
      (m) => {
        m.store.create(options);
        for (const mount of listeners) mount();
      },
      // A dropped connection loses this toast; the next one fetches the code again.
      () => {},
    );
  },
  remove: (id?: string): void => region.loaded()?.store.remove(id),
};

export const Toaster = () => {
  const [Region, setRegion] = useState(() => region.loaded()?.ToastRegion);
  useEffect(() => {
    const mount = () => setRegion(() => region.loaded()?.ToastRegion);
    listeners.add(mount);
    mount();
    return () => void listeners.delete(mount);
  }, []);
  return Region ? <Region /> : null;
};
