import type { TeacherDashboard } from '@academias/shared/contract/reports';
import { formatCount, formatPeriod } from '@academias/shared/format';
import { Stack } from '@academias/shared/ui';
import { KpiCard } from '../../../components/kpi-card.tsx';
import { KpiGrid } from '../../../components/kpi-grid.tsx';
import { ReportTable } from '../../../components/report-table.tsx';
import { monthNetColumns } from '../../../lib/figure-columns.ts';
import { RevenueChart } from '../../../components/revenue-chart.tsx';
import { addMonths } from '../../../lib/report-dates.ts';

/** A teacher's academies only: students, revenue, pending charges and their own share. */
export function TeacherDashboardView({ data }: { data: TeacherDashboard }) {
  const previous = formatPeriod(addMonths(data.month, -1));
  return (
    <Stack gap="6">
      <KpiGrid>
        <KpiCard
          label="Alumnos activos"
          value={data.activeStudents}
          count
          help={`${data.academies.length} academias`}
        />
        <KpiCard
          label="Recaudación del mes"
          value={data.revenueThisMonth}
          previous={data.revenueLastMonth}
          previousLabel={previous}
        />
        <KpiCard
          label="Pendiente de cobro"
          value={data.pendingAmount}
          help={`${formatCount(data.pendingCount)} cobros sin pagar`}
        />
        <KpiCard
          label="Mi participación del mes"
          value={data.shareThisMonth}
          previous={data.shareLastMonth}
          previousLabel={previous}
        />
      </KpiGrid>
      <ReportTable
        caption={`Mis academias en ${formatPeriod(data.month)}`}
        rows={data.academies}
        rowKey={(r) => r.academyId}
        columns={[
          { header: 'Academia', kind: 'text', value: (r) => r.academyName },
          { header: 'Alumnos activos', kind: 'count', value: (r) => r.students },
          { header: 'Recaudación', kind: 'clp', value: (r) => r.revenueThisMonth },
          { header: 'Pendiente', kind: 'clp', value: (r) => r.pendingAmount },
          { header: 'Mi porcentaje', kind: 'percent', value: (r) => r.percent },
          { header: 'Mi participación', kind: 'clp', value: (r) => r.shareThisMonth },
        ]}
      />
      <RevenueChart
        title="Recaudación de mis academias, últimos 12 meses"
        points={data.revenueByMonth}
      />
      <ReportTable
        caption="Recaudación por mes de mis academias"
        rows={data.revenueByMonth}
        rowKey={(r) => r.month}
        columns={monthNetColumns}
      />
    </Stack>
  );
}
