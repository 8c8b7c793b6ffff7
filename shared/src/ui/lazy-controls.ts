import { createElement, use, type ComponentType } from 'react';
import { onDemand, type OnDemand } from '../app/on-demand.ts';

type Controls = typeof import('./controls.ts');
type CheckboxCode = typeof import('./checkbox.ts');
type Part = ComponentType<Record<string, unknown>>;

const controls = onDemand<Controls>(() => import('./controls.ts'));
const checkbox = onDemand<CheckboxCode>(() => import('./checkbox.ts'));

/**
 * Fetches the controls' code now (tabs, radio groups, switches, progress bars, collapsibles), so
 * that a page or dialog that shows one from its first render does not wait for it after its own:
 * its loader starts both at once (`lazyPage(() => withControls(import('./page.tsx')))`). Tests
 * load it before rendering.
 */
export const loadControls = (): Promise<Controls> => controls();

/** On an intent to open what shows one (the pointer over its button, the focus on it). */
export const preloadControls = (): void => controls.preload();

/** A page's or dialog's own import, resolved once the controls' code is in as well. */
export const withControls = <T>(load: Promise<T>): Promise<T> =>
  Promise.all([load, controls()]).then(([loaded]) => loaded);

/** The checkbox's code, as `loadControls` (lists with selection, forms with a tick). */
export const loadCheckbox = (): Promise<CheckboxCode> => checkbox();

/** A module that shows a checkbox after a first step (a search, a count): fetch it meanwhile. */
export const preloadCheckbox = (): void => checkbox.preload();

/** A page's or dialog's own import, resolved once the checkbox's code is in as well. */
export const withCheckbox = <T>(load: Promise<T>): Promise<T> =>
  Promise.all([load, checkbox()]).then(([loaded]) => loaded);

/**
 * A Chakra namespace (`Tabs.Root`, `Tabs.Trigger`, ...) whose parts draw the real ones once their
 * code is in; until then a part suspends, and the nearest Suspense (the page's "Cargando…", a
 * dialog's body) waits for it, so nothing is drawn half-way and nothing moves. Each part is one
 * component for the page's life, whichever way it draws.
 */
const lazyNamespace = <M, K extends keyof M>(code: OnDemand<M>, name: K): M[K] => {
  const parts = new Map<string, Part>();
  const part = (key: string): Part => {
    const LazyPart: Part = (props) => {
      const loaded = code.loaded() ?? use(code());
      return createElement((loaded[name] as unknown as Record<string, Part>)[key]!, props);
    };
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

export const Checkbox = lazyNamespace(checkbox, 'Checkbox');
export const Collapsible = lazyNamespace(controls, 'Collapsible');
export const Progress = lazyNamespace(controls, 'Progress');
export const RadioGroup = lazyNamespace(controls, 'RadioGroup');
export const Switch = lazyNamespace(controls, 'Switch');
export const Tabs = lazyNamespace(controls, 'Tabs');
