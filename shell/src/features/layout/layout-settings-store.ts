import { palettes, type Palette } from '@academias/shared/ui';
import { create } from 'zustand';
import { persist } from 'zustand/middleware';

export const SCALES = [12, 13, 14, 15, 16] as const;
export type Scale = (typeof SCALES)[number];
export type MenuMode = 'static' | 'overlay';
export type InputStyle = 'outlined' | 'filled';
export type ColorMode = 'light' | 'dark';

export interface LayoutSettings {
  scale: Scale;
  menuMode: MenuMode;
  inputStyle: InputStyle;
  ripple: boolean;
  palette: Palette;
  colorMode: ColorMode;
}

/** SPEC.md §9: lara-light-indigo, light, static menu, outlined inputs, scale 14. */
export const defaultLayoutSettings: LayoutSettings = {
  scale: 14,
  menuMode: 'static',
  inputStyle: 'outlined',
  ripple: true,
  palette: 'indigo',
  colorMode: 'light',
};

export const LAYOUT_SETTINGS_KEY = 'academias.layout';

interface LayoutSettingsState extends LayoutSettings {
  update: (patch: Partial<LayoutSettings>) => void;
  reset: () => void;
}

/** Saved per browser (localStorage), restored on reload. Client state, so zustand (STYLE.md). */
export const useLayoutSettings = create<LayoutSettingsState>()(
  persist(
    (set) => ({
      ...defaultLayoutSettings,
      update: (patch) => set(patch),
      reset: () => set(defaultLayoutSettings),
    }),
    {
      name: LAYOUT_SETTINGS_KEY,
      version: 1,
      partialize: ({ scale, menuMode, inputStyle, ripple, palette, colorMode }) => ({
        scale,
        menuMode,
        inputStyle,
        ripple,
        palette,
        colorMode,
      }),
      // A hand-edited or older entry must not break the layout: unknown values fall back.
      merge: (persisted, current) => ({ ...current, ...sanitize(persisted) }),
    },
  ),
);

const sanitize = (value: unknown): Partial<LayoutSettings> => {
  if (!value || typeof value !== 'object') return {};
  const v = value as Record<string, unknown>;
  const out: Partial<LayoutSettings> = {};
  if (SCALES.includes(v.scale as Scale)) out.scale = v.scale as Scale;
  if (v.menuMode === 'static' || v.menuMode === 'overlay') out.menuMode = v.menuMode;
  if (v.inputStyle === 'outlined' || v.inputStyle === 'filled') out.inputStyle = v.inputStyle;
  if (typeof v.ripple === 'boolean') out.ripple = v.ripple;
  if (palettes.includes(v.palette as Palette)) out.palette = v.palette as Palette;
  if (v.colorMode === 'light' || v.colorMode === 'dark') out.colorMode = v.colorMode;
  return out;
};

/** Layout settings reach every module through <html> (shared/src/ui/system.ts). */
export const applyLayoutSettings = (
  s: LayoutSettings,
  root: HTMLElement = document.documentElement,
): void => {
  root.style.fontSize = `${s.scale}px`;
  root.dataset.palette = s.palette;
  root.dataset.inputStyle = s.inputStyle;
  root.dataset.ripple = s.ripple ? 'on' : 'off';
  root.classList.toggle('dark', s.colorMode === 'dark');
  root.classList.toggle('light', s.colorMode === 'light');
  root.style.colorScheme = s.colorMode;
};
