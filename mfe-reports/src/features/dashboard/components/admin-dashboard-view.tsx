import type { AdminDashboard } from '@academias/shared/contract/reports';
import { formatCount, formatPeriod } from '@academias/shared/format';
import { SimpleGrid, Stack } from '@academias/shared/ui';
import { KpiCard } from '../../../components/kpi-card.tsx';
import { KpiGrid } from '../../../components/kpi-grid.tsx';
import { ReportTable } from '../../../components/report-table.tsx';
import { monthNetColumns, netHelp } from '../../../lib/figure-columns.ts';
import { RevenueChart } from '../../../components/revenue-chart.tsx';
import { addMonths } from '../../../lib/report-dates.ts';
import { RecentPaymentsCard } from './recent-payments-card.tsx';
import { StudentsByAcademyChart } from './students-by-academy-chart.tsx';

export function AdminDashboardView({ data }: { data: AdminDashboard }) {
  const thisMonth = data.revenueByMonth.find((p) => p.month === data.month);
  return (
    <Stack gap="6">
      <KpiGrid>
        <KpiCard
          label="Recaudación del mes"
          value={data.revenueThisMonth}
          previous={data.revenueLastMonth}
          previousLabel={formatPeriod(addMonths(data.month, -1))}
          help={`${formatCount(data.paymentsThisMonth)} pagos`}
        />
        <KpiCard
          label="Pendiente de cobro"
          value={data.pendingAmount}
          help={`${formatCount(data.pendingCount)} cobros sin pagar`}
        />
        <KpiCard
          label="Vencido"
          value={data.overdueAmount}
          tone="danger"
          help={`${formatCount(data.overdueCount)} cobros vencidos`}
        />
        {thisMonth && (
          <KpiCard
            label="Neto del mes"
            value={thisMonth.net}
            help={netHelp({ ...thisMonth, expenses: thisMonth.operatingExpenses })}
          />
        )}
        <KpiCard
          label="Pagos de hoy"
          value={data.paymentsTodayAmount}
          help={`${formatCount(data.paymentsTodayCount)} pagos · alumnos activos: ${formatCount(data.activeStudents)}`}
        />
      </KpiGrid>
      <SimpleGrid columns={{ base: 1, xl: 2 }} gap="6">
        <Stack gap="3" minW="0">
          <RevenueChart
            title="Recaudación y gastos, últimos 12 meses"
            points={data.revenueByMonth}
          />
          <ReportTable
            caption="Recaudación, gastos y neto por mes"
            rows={data.revenueByMonth}
            rowKey={(r) => r.month}
            columns={monthNetColumns}
          />
        </Stack>
        <Stack gap="3" minW="0">
          <StudentsByAcademyChart rows={data.studentsByAcademy} />
          <ReportTable
            caption="Alumnos activos por academia"
            rows={data.studentsByAcademy}
            rowKey={(r) => r.academyId}
            columns={[
              { header: 'Academia', kind: 'text', value: (r) => r.academyName },
              { header: 'Alumnos activos', kind: 'count', value: (r) => r.students },
            ]}
          />
        </Stack>
      </SimpleGrid>
      <RecentPaymentsCard title="Pagos recientes" payments={data.recentPayments} />
    </Stack>
  );
}
