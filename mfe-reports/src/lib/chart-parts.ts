import { formatClp } from '@academias/shared/format';
import {
  axisTick,
  compactClp,
  gridStroke,
  tooltipItemStyle,
  tooltipStyle,
} from './chart-palette.ts';

/**
 * The props every report drawing gives its recharts grid, axes, tooltip and legend, spread onto
 * them (`<Tooltip {...clpTooltip} />`): recharts reads its children by type, so the parts stay
 * recharts' own elements and only their settings live here, once.
 */
export const chartMargin = { top: 8, right: 8, bottom: 0, left: 8 } as const;
export const barsMargin = { top: 4, right: 16, bottom: 4, left: 8 } as const;

/** Grid lines along the value axis only (horizontal lines, or vertical for bar rows). */
export const gridProps = (rows = false) => ({
  stroke: gridStroke,
  strokeDasharray: '3 3',
  ...(rows ? { horizontal: false } : { vertical: false }),
});

export const axisProps = { tick: axisTick, stroke: 'currentColor' } as const;
/** A value axis in compact pesos ($1,2 M). */
export const clpAxisProps = { ...axisProps, tickFormatter: compactClp } as const;

export const tooltipProps = {
  contentStyle: tooltipStyle,
  itemStyle: tooltipItemStyle,
  cursor: { fill: 'var(--chakra-colors-bg-muted)' },
} as const;
/** A tooltip whose values are whole pesos. */
export const clpTooltipProps = {
  ...tooltipProps,
  formatter: (value: unknown) => formatClp(Number(value)),
} as const;

export const legendProps = { wrapperStyle: { color: 'var(--chakra-colors-fg)' } } as const;
