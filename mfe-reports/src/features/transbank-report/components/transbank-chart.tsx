import type { TransbankFigures } from '@academias/shared/contract/reports';
import { formatClp } from '@academias/shared/format';
import { lazy } from 'react';
import { ChartFigure } from '../../../components/chart-figure.tsx';

const TransbankDrawing = lazy(() => import('./transbank-drawing.tsx'));

/** Net deposit and commission stacked: the bar's height is the amount paid by card. */
export function TransbankChart({ rows, by }: { rows: TransbankFigures[]; by: 'day' | 'month' }) {
  const amount = rows.reduce((s, r) => s + r.amount, 0);
  const commission = rows.reduce((s, r) => s + r.commission, 0);
  const summary = `Pagos con tarjeta por ${by === 'day' ? 'día' : 'mes'}: ${formatClp(amount)} en total, comisión ${formatClp(commission)}, abono neto ${formatClp(amount - commission)}.`;
  return (
    <ChartFigure
      title={by === 'day' ? 'Abono neto y comisión por día' : 'Abono neto y comisión por mes'}
      summary={summary}
    >
      <TransbankDrawing rows={rows} by={by} />
    </ChartFigure>
  );
}
