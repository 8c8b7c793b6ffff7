import { formatCount } from '@academias/shared/format';

/**
 * Okabe-Ito colours: distinguishable with the common colour-vision deficiencies and readable on
 * both the light and the dark background. Series never rely on colour alone: every chart has a
 * legend with names and the table of the same figures under it.
 */
export const chartColors = {
  revenue: '#0072B2',
  expenses: '#E69F00',
  net: '#009E73',
  commission: '#D55E00',
  share: '#CC79A7',
  extra: '#56B4E9',
} as const;

export const seriesColors = [
  '#0072B2',
  '#E69F00',
  '#009E73',
  '#D55E00',
  '#CC79A7',
  '#56B4E9',
  '#F0E442',
] as const;

/** The grid follows the theme through Chakra's CSS variables (they switch with `.dark`). */
export const gridStroke = 'var(--chakra-colors-border)';

/** Compact CLP for axes: $1,2 M, $850 mil. */
export const compactClp = (value: number): string => {
  const abs = Math.abs(value);
  if (abs >= 1_000_000)
    return `$${(value / 1_000_000).toLocaleString('es-CL', { maximumFractionDigits: 1 })} M`;
  if (abs >= 1_000) return `$${formatCount(Math.round(value / 1_000))} mil`;
  return `$${formatCount(value)}`;
};
