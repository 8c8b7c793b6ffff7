import type { UserReportRow } from '@academias/shared/contract/reports';
import { formatClp } from '@academias/shared/format';
import { lazy } from 'react';
import { ChartFigure } from '../../../components/chart-figure.tsx';

const BalancesDrawing = lazy(() => import('./balances-drawing.tsx'));

/** The ten largest balances of the period. */
export function BalancesChart({ rows }: { rows: UserReportRow[] }) {
  const owing = rows.filter((r) => r.balance > 0);
  const summary =
    owing.length === 0
      ? 'Nadie tiene saldo pendiente en el período.'
      : `Mayores saldos pendientes: ${owing.map((r) => `${r.name} ${formatClp(r.balance)}`).join('; ')}.`;
  return (
    <ChartFigure
      title="Mayores saldos pendientes del período"
      summary={summary}
      height={Math.max(140, owing.length * 32 + 40)}
    >
      <BalancesDrawing owing={owing} />
    </ChartFigure>
  );
}
