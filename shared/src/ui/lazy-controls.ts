import { createElement, use, type ComponentType } from 'react';
import { onDemand } from '../app/on-demand.ts';

type Controls = typeof import('./controls.ts');
type Part = ComponentType<Record<string, unknown>>;

const controls = onDemand<Controls>(() => import('./controls.ts'));

/**
 * Fetches the controls' code now, so that a page or dialog that shows one from its first render
 * does not wait for it after its own: its loader starts both at once
 * (`lazyPage(() => withControls(import('./page.tsx')))`). Tests load it before rendering.
 */
export const loadControls = (): Promise<Controls> => controls();

/** On an intent to open what shows one (the pointer over its button, the focus on it). */
export const preloadControls = (): void => controls.preload();

/** A page's or dialog's own import, resolved once the controls' code is in as well. */
export const withControls = <T>(load: Promise<T>): Promise<T> =>
  Promise.all([load, controls()]).then(([loaded]) => loaded);

/**
 * A Chakra namespace (`Tabs.Root`, `Tabs.Trigger`, ...) whose parts draw the real ones once the
 * controls' code is in; until then a part suspends, and the nearest Suspense (the page's
 * "Cargando…", a dialog's) waits for it, so nothing is drawn half-way and nothing moves. Each
 * part is one component for the page's life, whichever way it draws.
 */
const lazyNamespace = <K extends keyof Controls>(name: K): Controls[K] => {
  const parts = new Map<string, Part>();
  const part = (key: string): Part => {
    const LazyPart: Part = (props) => {
      const loaded = controls.loaded() ?? use(controls());
      return createElement((loaded[name] as unknown as Record<string, Part>)[key]!, props);
    };
    LazyPart.displayName = `${name}.${key}`;
    return LazyPart;
  };
  return new Proxy({} as Controls[K], {
    get: (_, key) => {
      if (typeof key !== 'string') return undefined;
      let found = parts.get(key);
      if (!found) parts.set(key, (found = part(key)));
      return found;
    },
  });
};

export const Collapsible = lazyNamespace('Collapsible');
export const Progress = lazyNamespace('Progress');
export const RadioGroup = lazyNamespace('RadioGroup');
export const Switch = lazyNamespace('Switch');
export const Tabs = lazyNamespace('Tabs');
