/**
 * Error text dark enough for WCAG AA on white (Chakra's default `fg.error`, red.500, is 3.8:1
 * and axe flags it). Belongs in the shared theme; kept here until it moves there.
 */
export const errorTextColor = { base: 'red.700', _dark: 'red.300' } as const;
