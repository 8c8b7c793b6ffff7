/**
 * Layout settings as data: defaults, reading and saving them in this browser, applying them to
 * <html>. No zustand here: main.tsx applies them before the first paint, in the first load.
 */
import { palettes, type Palette } from '@academias/shared/ui/palettes';

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

/** docs/spec.md §9: lara-light-indigo, light, static menu, outlined inputs, scale 14. */
export const defaultLayoutSettings: LayoutSettings = {
  scale: 14,
  menuMode: 'static',
  inputStyle: 'outlined',
  ripple: true,
  palette: 'indigo',
  colorMode: 'light',
};

export const LAYOUT_SETTINGS_KEY = 'academias.layout';

/** The saved settings of this browser, each unknown or damaged value replaced by its default. */
export const readLayoutSettings = (): LayoutSettings => {
  try {
    const raw = localStorage.getItem(LAYOUT_SETTINGS_KEY);
    return { ...defaultLayoutSettings, ...sanitize(raw ? JSON.parse(raw) : null) };
  } catch {
    return defaultLayoutSettings;
  }
};

export const saveLayoutSettings = (s: LayoutSettings): void => {
  const { scale, menuMode, inputStyle, ripple, palette, colorMode } = s;
  try {
    localStorage.setItem(
      LAYOUT_SETTINGS_KEY,
      JSON.stringify({ scale, menuMode, inputStyle, ripple, palette, colorMode }),
    );
  } catch {
    // storage full or blocked (private mode): the settings still apply to this page
  }
};

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
