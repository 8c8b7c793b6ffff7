import { create } from 'zustand';
import {
  defaultLayoutSettings,
  readLayoutSettings,
  saveLayoutSettings,
  type LayoutSettings,
} from './layout-settings.ts';

export * from './layout-settings.ts';

interface LayoutSettingsState extends LayoutSettings {
  update: (patch: Partial<LayoutSettings>) => void;
  reset: () => void;
}

/**
 * Saved per browser (localStorage), restored on reload. Client state, so zustand (docs/conventions.md);
 * saved by hand instead of the persist middleware, which is one more module in the first load.
 */
export const useLayoutSettings = create<LayoutSettingsState>()((set, get) => ({
  ...readLayoutSettings(),
  update: (patch) => {
    set(patch);
    saveLayoutSettings(get());
  },
  reset: () => {
    set(defaultLayoutSettings);
    saveLayoutSettings(defaultLayoutSettings);
  },
}));
