import type { AcademyFigures } from '@academias/shared/contract/reports';
import { Button, Heading, HStack, SimpleGrid, Stack } from '@academias/shared/ui';
import { ExportActions } from '../../../components/export-actions.tsx';
import { KpiCard } from '../../../components/kpi-card.tsx';
import { KpiGrid } from '../../../components/kpi-grid.tsx';
import type { MonthRange } from '../../../components/month-range-fields.tsx';
import { QueryState } from '../../../components/query-state.tsx';
import { ReportTable } from '../../../components/report-table.tsx';
import { RevenueChart } from '../../../components/revenue-chart.tsx';
import { downloadReportPdf } from '../../../lib/download-report-pdf.ts';
import { toExportTable } from '../../../lib/export-rows.ts';
import { figureColumns, monthPointOf, totalRow } from '../../../lib/figure-columns.ts';
import { useAcademyDetail } from '../api/use-academies-report.ts';

const columns = figureColumns({ header: 'Mes', kind: 'month', value: (r) => r.month });

/** One academy: its months, teachers' shares, plans and what is pending today. */
export function AcademyDetailPanel(props: {
  academyId: number;
  range: MonthRange;
  valid: boolean;
  onBack: () => void;
}) {
  const { academyId, range, valid, onBack } = props;
  const detail = useAcademyDetail(academyId, range, valid);
  return (
    <QueryState query={detail}>
      {(d) => (
        <Stack gap="6">
          <HStack justify="space-between" wrap="wrap" gap="3">
            <Heading as="h2" size="xl">
              {d.academyName}
            </Heading>
            <HStack gap="2" wrap="wrap">
              <ExportActions
                table={() =>
                  toExportTable(
                    `academia-${d.academyId}-${range.from}-${range.to}`,
                    'Academia',
                    columns,
                    [...d.months, totalRow('Total', d.totals)],
                  )
                }
                pdf={() =>
                  downloadReportPdf(
                    'academy',
                    { id: d.academyId, ...range },
                    `academia-${d.academyId}-${range.from}-${range.to}`,
                  )
                }
              />
              <Button size="sm" variant="subtle" onClick={onBack}>
                Volver a todas las academias
              </Button>
            </HStack>
          </HStack>
          <KpiGrid>
            <KpiCard
              label="Recaudación"
              value={d.totals.revenue}
              help={`${d.totals.payments} pagos`}
            />
            <KpiCard label="Neto" value={d.totals.net} />
            <KpiCard
              label="Pendiente de cobro"
              value={d.pendingAmount}
              help={`${d.pendingCount} cobros sin pagar`}
            />
            <KpiCard label="Alumnos activos" value={d.activeStudents} count />
          </KpiGrid>
          <RevenueChart
            title="Recaudación, gastos y neto por mes"
            points={d.months.map(monthPointOf)}
          />
          <ReportTable<AcademyFigures>
            caption="Cifras por mes"
            columns={columns}
            rows={d.months}
            rowKey={(r) => r.month ?? ''}
            total={totalRow('Total', d.totals)}
          />
          <SimpleGrid columns={{ base: 1, lg: 2 }} gap="6">
            <ReportTable
              caption="Participación de profesores"
              rows={d.teachers}
              rowKey={(t) => t.teacherId}
              columns={[
                { header: 'Profesor', kind: 'text', value: (t) => t.name },
                { header: 'Porcentaje', kind: 'percent', value: (t) => t.percent },
                { header: 'Participación', kind: 'clp', value: (t) => t.share },
              ]}
            />
            <ReportTable
              caption="Recaudación por plan"
              rows={d.plans}
              rowKey={(p) => p.planId}
              columns={[
                { header: 'Plan', kind: 'text', value: (p) => p.planName },
                { header: 'Pagos', kind: 'count', value: (p) => p.payments },
                { header: 'Recaudación', kind: 'clp', value: (p) => p.revenue },
              ]}
            />
          </SimpleGrid>
        </Stack>
      )}
    </QueryState>
  );
}
