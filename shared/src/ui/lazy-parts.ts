import { createElement, use, type ComponentType } from 'react';
import type { OnDemand } from '../app/on-demand.ts';

/**
 * The kit's parts whose code is fetched on demand (lazy-controls.ts, lazy-lists.ts): each is one
 * stable component or hook for the page's life. Once the code is in it draws or answers at once;
 * until then it suspends (React `use`), and the nearest Suspense (the page's "Cargando…", a
 * dialog's body) waits for it, so nothing is drawn half-way and nothing moves. A page or dialog
 * that shows one from its first render fetches the code beside its own (`withKit`, with-kit.ts),
 * so the wait is one round trip, not two.
 */
type Part = ComponentType<Record<string, unknown>>;

const codeOf = <M>(code: OnDemand<M>): M => code.loaded() ?? use(code());

/** A component of the module (`DataTable`), with its generics as declared there. */
export const lazyComponent = <M, K extends keyof M>(code: OnDemand<M>, name: K): M[K] => {
  const LazyPart: Part = (props) => createElement(codeOf(code)[name] as unknown as Part, props);
  LazyPart.displayName = String(name);
  return LazyPart as M[K];
};

/**
 * A hook of the module (`useUrlListState`): the component that calls it waits, as for a
 * component, on its first render only (the code never leaves once in, so the hooks called after
 * it are always the same).
 */
export const lazyHook = <M, K extends keyof M>(code: OnDemand<M>, name: K): M[K] =>
  ((...args: unknown[]) =>
    (codeOf(code)[name] as unknown as (...a: unknown[]) => unknown)(...args)) as M[K];

/** A Chakra namespace of the module (`Tabs.Root`, `Tabs.Trigger`, ...), part by part. */
export const lazyNamespace = <M, K extends keyof M>(code: OnDemand<M>, name: K): M[K] => {
  const parts = new Map<string, Part>();
  const part = (key: string): Part => {
    const LazyPart: Part = (props) =>
      createElement((codeOf(code)[name] as unknown as Record<string, Part>)[key]!, props);
    LazyPart.displayName = `${String(name)}.${key}`;
    return LazyPart;
  };
  return new Proxy<Record<string, Part>>(
    {},
    {
      get: (_, key) => {
        if (typeof key !== 'string') return undefined;
        let found = parts.get(key);
        if (!found) parts.set(key, (found = part(key)));
        return found;
      },
    },
  ) as M[K];
};
