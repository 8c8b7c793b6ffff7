import { createSystem, defaultConfig, defineConfig } from '@chakra-ui/react';

/** Colour palettes offered by the layout settings panel (each in light and dark). */
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

/**
 * Layout settings reach every module through attributes on <html> (set by the shell), not
 * through React context, so remotes and portalled dialogs follow them with no coupling:
 * `data-palette` picks the colour palette, `.dark` the dark mode (Chakra's condition),
 * `data-input-style="filled"` fills inputs, and the root font size scales every rem.
 */
const paletteRules = Object.fromEntries(
  palettes.map((p) => [`html[data-palette=${p}]`, { colorPalette: p }]),
);

const config = defineConfig({
  globalCss: {
    html: { colorPalette: 'indigo', fontSize: '14px' },
    ...paletteRules,
    body: { bg: 'bg.subtle', color: 'fg', minHeight: '100vh' },
    'html[data-input-style=filled] :is(input, textarea, select):not([type=checkbox], [type=radio])':
      {
        bg: 'bg.muted',
        borderColor: 'transparent',
      },
    ':focus-visible': {
      outline: '2px solid',
      outlineColor: 'colorPalette.focusRing',
      outlineOffset: '2px',
    },
  },
  theme: {
    tokens: {
      fonts: {
        body: {
          value:
            "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif",
        },
        heading: {
          value:
            "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif",
        },
      },
    },
  },
});

export const system = createSystem(defaultConfig, config);
