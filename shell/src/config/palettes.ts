/**
 * Colour palettes of the settings panel. The same names are Chakra colour palettes (shared/ui
 * system.ts sets `colorPalette` from <html data-palette>); kept here so the first load, which
 * has no Chakra, can validate saved settings.
 */
export const palettes = [
  'indigo',
  'blue',
  'teal',
  'green',
  'purple',
  'pink',
  'orange',
  'cyan',
] as const;
export type Palette = (typeof palettes)[number];
