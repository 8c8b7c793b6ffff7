import { onDemand } from '../app/on-demand.ts';
import { lazyNamespace } from './lazy-parts.ts';

type Controls = typeof import('./controls.ts');
type CheckboxCode = typeof import('./checkbox.ts');

export const controls = onDemand<Controls>(() => import('./controls.ts'));
export const checkbox = onDemand<CheckboxCode>(() => import('./checkbox.ts'));

/**
 * The controls' code now (tabs, radio groups, switches, progress bars, collapsibles): tests load
 * it before rendering. A page or dialog that shows one from its first render fetches it beside its
 * own code (`withKit(import('./page.tsx'), 'controls')`, with-kit.ts).
 */
export const loadControls = (): Promise<Controls> => controls();

/** On an intent to open what shows one (the pointer over its button, the focus on it). */
export const preloadControls = (): void => controls.preload();

/** The checkbox's code, as `loadControls` (lists with selection, forms with a tick). */
export const loadCheckbox = (): Promise<CheckboxCode> => checkbox();

/** A module that shows a checkbox after a first step (a search, a count): fetch it meanwhile. */
export const preloadCheckbox = (): void => checkbox.preload();

export const Checkbox = lazyNamespace(checkbox, 'Checkbox');
export const Collapsible = lazyNamespace(controls, 'Collapsible');
export const Progress = lazyNamespace(controls, 'Progress');
export const RadioGroup = lazyNamespace(controls, 'RadioGroup');
export const Switch = lazyNamespace(controls, 'Switch');
export const Tabs = lazyNamespace(controls, 'Tabs');
