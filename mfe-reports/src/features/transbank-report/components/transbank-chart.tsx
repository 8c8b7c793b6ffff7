import type { TransbankFigures } from '@academias/shared/contract/reports';
import { formatClp, formatDate, formatPeriod } from '@academias/shared/format';
import { Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { ChartFigure } from '../../../components/chart-figure.tsx';
import { axisTick, chartColors, compactClp, gridStroke, tooltipItemStyle, tooltipStyle } from '../../../lib/chart-palette.ts';

/** Net deposit and commission stacked: the bar's height is the amount paid by card. */
export function TransbankChart({ rows, by }: { rows: TransbankFigures[]; by: 'day' | 'month' }) {
  const label = (p: string) => (by === 'day' ? formatDate(p) : formatPeriod(p));
  const amount = rows.reduce((s, r) => s + r.amount, 0);
  const commission = rows.reduce((s, r) => s + r.commission, 0);
  const summary = `Pagos con tarjeta por ${by === 'day' ? 'día' : 'mes'}: ${formatClp(amount)} en total, comisión ${formatClp(commission)}, abono neto ${formatClp(amount - commission)}.`;
  return (
    <ChartFigure title={by === 'day' ? 'Abono neto y comisión por día' : 'Abono neto y comisión por mes'} summary={summary}>
      <ResponsiveContainer width="100%" height="100%">
        <BarChart data={rows} margin={{ top: 8, right: 8, bottom: 0, left: 8 }}>
          <CartesianGrid stroke={gridStroke} strokeDasharray="3 3" vertical={false} />
          <XAxis
            dataKey="period"
            tick={axisTick}
            stroke="currentColor"
            tickFormatter={(p: string) => (by === 'day' ? `${p.slice(8)}-${p.slice(5, 7)}` : formatPeriod(p).slice(0, 3) + p.slice(2, 4))}
          />
          <YAxis tickFormatter={compactClp} tick={axisTick} stroke="currentColor" width={72} />
          <Tooltip formatter={(v) => formatClp(Number(v))} labelFormatter={(l) => label(String(l))} contentStyle={tooltipStyle} itemStyle={tooltipItemStyle} cursor={{ fill: 'var(--chakra-colors-bg-muted)' }} />
          <Legend wrapperStyle={{ color: 'var(--chakra-colors-fg)' }} />
          <Bar isAnimationActive={false} dataKey="net" name="Abono neto" stackId="tbk" fill={chartColors.net} />
          <Bar isAnimationActive={false} dataKey="commission" name="Comisión" stackId="tbk" fill={chartColors.commission} />
        </BarChart>
      </ResponsiveContainer>
    </ChartFigure>
  );
}
