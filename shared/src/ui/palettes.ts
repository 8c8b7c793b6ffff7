/**
 * Colour palettes offered by the layout settings panel (each in light and dark). The names are
 * Chakra colour palettes (system.ts sets `colorPalette` from <html data-palette>). A file of its
 * own, free of Chakra, so the shell's first load can validate saved settings without the UI kit
 * (`@academias/shared/ui/palettes`).
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
