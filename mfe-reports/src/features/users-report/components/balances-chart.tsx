import type { UserReportRow } from '@academias/shared/contract/reports';
import { formatClp } from '@academias/shared/format';
import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { ChartFigure } from '../../../components/chart-figure.tsx';
import { axisTick, chartColors, compactClp, gridStroke, tooltipItemStyle, tooltipStyle } from '../../../lib/chart-palette.ts';

/** The ten largest balances of the period. */
export function BalancesChart({ rows }: { rows: UserReportRow[] }) {
  const owing = rows.filter((r) => r.balance > 0);
  const summary =
    owing.length === 0
      ? 'Nadie tiene saldo pendiente en el período.'
      : `Mayores saldos pendientes: ${owing.map((r) => `${r.name} ${formatClp(r.balance)}`).join('; ')}.`;
  return (
    <ChartFigure title="Mayores saldos pendientes del período" summary={summary} height={Math.max(140, owing.length * 32 + 40)}>
      <ResponsiveContainer width="100%" height="100%">
        <BarChart data={owing} layout="vertical" margin={{ top: 4, right: 16, bottom: 4, left: 8 }}>
          <CartesianGrid stroke={gridStroke} strokeDasharray="3 3" horizontal={false} />
          <XAxis type="number" tickFormatter={compactClp} tick={axisTick} stroke="currentColor" />
          <YAxis type="category" dataKey="name" width={150} tick={axisTick} stroke="currentColor" />
          <Tooltip formatter={(v) => formatClp(Number(v))} contentStyle={tooltipStyle} itemStyle={tooltipItemStyle} cursor={{ fill: 'var(--chakra-colors-bg-muted)' }} />
          <Bar isAnimationActive={false} dataKey="balance" name="Saldo" fill={chartColors.commission} radius={[0, 3, 3, 0]} />
        </BarChart>
      </ResponsiveContainer>
    </ChartFigure>
  );
}
