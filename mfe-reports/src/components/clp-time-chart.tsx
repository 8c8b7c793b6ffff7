import type { ComponentProps, ReactNode } from 'react';
import {
  type BarChart,
  CartesianGrid,
  type ComposedChart,
  Legend,
  type LineChart,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import {
  axisProps,
  chartMargin,
  clpAxisProps,
  clpTooltipProps,
  gridProps,
  legendProps,
} from '../lib/chart-parts.ts';

interface Props<Row> {
  /** The recharts chart that holds the series. */
  chart: typeof BarChart | typeof LineChart | typeof ComposedChart;
  data: Row[];
  /** The field on the time axis and how its ticks read. */
  timeKey: string;
  tick: (value: string) => string;
  /** Tooltip settings beyond pesos (how it names a point, its cursor). */
  tooltip?: Pick<ComponentProps<typeof Tooltip>, 'labelFormatter' | 'cursor'>;
  /** The series' names under the chart (off for a single series). */
  legend?: boolean;
  /** The series (Bar, Line). */
  children: ReactNode;
}

/** A report drawing over time with values in pesos: one look for every such chart. */
export function ClpTimeChart<Row>({
  chart: Chart,
  data,
  timeKey,
  tick,
  tooltip,
  legend = true,
  children,
}: Props<Row>) {
  return (
    <ResponsiveContainer width="100%" height="100%">
      <Chart data={data} margin={chartMargin}>
        <CartesianGrid {...gridProps()} />
        <XAxis dataKey={timeKey} tickFormatter={tick} {...axisProps} />
        <YAxis {...clpAxisProps} width={72} />
        <Tooltip {...clpTooltipProps} {...tooltip} />
        {legend && <Legend {...legendProps} />}
        {children}
      </Chart>
    </ResponsiveContainer>
  );
}
