import { checkbox, controls } from './lazy-controls.ts';
import { lists } from './lazy-lists.ts';

/** The kit's parts fetched on demand (lazy-controls.ts, lazy-lists.ts), by name. */
const parts = { checkbox, controls, lists } as const;
export type KitPart = keyof typeof parts;

/**
 * A page's or dialog's own import, resolved once the kit's parts it shows from its first render
 * are in as well, all fetched at once: `lazyPage(() => withKit(import('./page.tsx'), 'lists'))`.
 * Without it the page still draws, one round trip later (its parts wait in its Suspense).
 */
export const withKit = <T>(load: Promise<T>, ...needs: KitPart[]): Promise<T> =>
  Promise.all([load, ...needs.map((part) => parts[part]())]).then(([loaded]) => loaded);
