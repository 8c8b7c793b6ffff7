import {
  createSystem,
  defaultBaseConfig,
  defineConfig,
  mergeConfigs,
  type SlotRecipeConfig,
} from '@chakra-ui/react';
import {
  alertSlotRecipe,
  animationStyles,
  badgeRecipe,
  breakpoints,
  buttonRecipe,
  cardSlotRecipe,
  checkmarkRecipe,
  codeRecipe,
  containerRecipe,
  cssVarsPrefix,
  cssVarsRoot,
  emptyStateSlotRecipe,
  fieldSlotRecipe,
  fieldsetSlotRecipe,
  globalCss,
  headingRecipe,
  iconRecipe,
  inputRecipe,
  keyframes,
  layerStyles,
  linkRecipe,
  listSlotRecipe,
  nativeSelectSlotRecipe,
  radiomarkRecipe,
  semanticTokens,
  separatorRecipe,
  skeletonRecipe,
  spinnerRecipe,
  statSlotRecipe,
  tableSlotRecipe,
  textStyles,
  textareaRecipe,
  tokens,
} from '@chakra-ui/react/theme';
import { dataTableCardsCss } from './data-table-cards-css.ts';
import { palettes } from './palettes.ts';

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
    ...dataTableCardsCss,
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
      // Chakra v3 ships no indigo, the product's default palette: without these tokens every
      // `colorPalette.*` variable is empty and solid buttons render transparent.
      colors: {
        indigo: {
          50: { value: '#eef2ff' },
          100: { value: '#e0e7ff' },
          200: { value: '#c7d2fe' },
          300: { value: '#a5b4fc' },
          400: { value: '#818cf8' },
          500: { value: '#6366f1' },
          600: { value: '#4f46e5' },
          700: { value: '#4338ca' },
          800: { value: '#3730a3' },
          900: { value: '#312e81' },
          950: { value: '#1e1b4b' },
        },
      },
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
    semanticTokens: {
      colors: {
        indigo: {
          solid: { value: { _light: '{colors.indigo.600}', _dark: '{colors.indigo.500}' } },
          contrast: { value: { _light: 'white', _dark: 'white' } },
          fg: { value: { _light: '{colors.indigo.700}', _dark: '{colors.indigo.300}' } },
          muted: { value: { _light: '{colors.indigo.200}', _dark: '{colors.indigo.800}' } },
          subtle: { value: { _light: '{colors.indigo.100}', _dark: '{colors.indigo.900}' } },
          emphasized: { value: { _light: '{colors.indigo.300}', _dark: '{colors.indigo.700}' } },
          focusRing: { value: { _light: '{colors.indigo.600}', _dark: '{colors.indigo.400}' } },
          border: { value: { _light: '{colors.indigo.600}', _dark: '{colors.indigo.400}' } },
        },
        // Chakra's default red.500 error text is 3.8:1 on white (below WCAG AA's 4.5:1).
        fg: {
          error: { value: { _light: '{colors.red.700}', _dark: '{colors.red.300}' } },
        },
      },
    },
  },
});

/**
 * Chakra's default theme with only the recipes of the components `index.ts` exports (docs/performance.md):
 * the full default carries all 76 recipes into the `ui` singleton that every first screen loads.
 * A component added to `index.ts` needs its recipe here, or it renders unstyled. The components
 * fetched on demand (dialogs, drawers, menus, toasts and the controls of `lazy-controls.ts`)
 * bring their own with their code (`addSlotRecipes`).
 */
const productTheme = defineConfig({
  preflight: true,
  cssVarsPrefix,
  cssVarsRoot,
  globalCss,
  theme: {
    breakpoints,
    keyframes,
    tokens,
    semanticTokens,
    textStyles,
    layerStyles,
    animationStyles,
    recipes: {
      badge: badgeRecipe,
      button: buttonRecipe,
      code: codeRecipe,
      container: containerRecipe,
      heading: headingRecipe,
      icon: iconRecipe,
      input: inputRecipe,
      link: linkRecipe,
      separator: separatorRecipe,
      skeleton: skeletonRecipe,
      spinner: spinnerRecipe,
      textarea: textareaRecipe,
      checkmark: checkmarkRecipe,
      radiomark: radiomarkRecipe,
    },
    slotRecipes: {
      alert: alertSlotRecipe,
      card: cardSlotRecipe,
      emptyState: emptyStateSlotRecipe,
      field: fieldSlotRecipe,
      fieldset: fieldsetSlotRecipe,
      list: listSlotRecipe,
      nativeSelect: nativeSelectSlotRecipe,
      stat: statSlotRecipe,
      table: tableSlotRecipe,
    },
  },
});

export const system = createSystem(mergeConfigs(defaultBaseConfig, productTheme), config);

/**
 * Adds the recipes of components whose code is fetched on demand, when it arrives
 * (docs/performance.md, session 21): no first screen shows them, so their recipes need not be in
 * the `ui` chunk. The system reads `theme.slotRecipes` when a component first asks for its recipe
 * (`getSlotRecipeFn`), which happens only once the component's code, and so this call, has run.
 */
export const addSlotRecipes = (recipes: Record<string, SlotRecipeConfig>): void => {
  const theme = (system._config.theme ??= {});
  theme.slotRecipes = { ...theme.slotRecipes, ...recipes };
};
