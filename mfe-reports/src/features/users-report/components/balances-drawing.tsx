import type { UserReportRow } from '@academias/shared/contract/reports';
import { formatClp } from '@academias/shared/format';
import { CategoryBars } from '../../../components/category-bars.tsx';
import { chartColors, compactClp } from '../../../lib/chart-palette.ts';

/** BalancesChart's drawing, loaded when the chart comes near the screen. */
export default function BalancesDrawing({ owing }: { owing: UserReportRow[] }) {
  return (
    <CategoryBars
      rows={owing.map((r) => ({ label: r.name, value: r.balance }))}
      name="Saldo"
      color={chartColors.commission}
      axis={compactClp}
      format={formatClp}
    />
  );
}
