import { formatClp, formatPeriod } from '@academias/shared/format';
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

/** A month tick that tells the year apart: 'ene25' for 2025-01. */
export const monthTick = (period: string) => formatPeriod(period).slice(0, 3) + period.slice(2, 4);
/** A day tick: '07-03' for 2025-03-07. */
export const dayTick = (date: string) => `${date.slice(8)}-${date.slice(5, 7)}`;
/** A tooltip that names its point by month ('enero 2025'). */
export const periodLabel = { labelFormatter: (label: unknown) => formatPeriod(String(label)) };
