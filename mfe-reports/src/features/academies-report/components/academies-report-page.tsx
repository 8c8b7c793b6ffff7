import type { AcademyFigures } from '@academias/shared/contract/reports';
import { formatCount, formatPeriod } from '@academias/shared/format';
import { Button, PageHeader, Stack } from '@academias/shared/ui';
import { useState } from 'react';
import { useSearchParams } from '@academias/shared/router';
import { ExportActions } from '../../../components/export-actions.tsx';
import { KpiCard } from '../../../components/kpi-card.tsx';
import { KpiGrid } from '../../../components/kpi-grid.tsx';
import {
  type MonthRange,
  MonthRangeFields,
  isValidMonthRange,
} from '../../../components/month-range-fields.tsx';
import { QueryState } from '../../../components/query-state.tsx';
import { ReportTable } from '../../../components/report-table.tsx';
import { downloadReportPdf } from '../../../lib/download-report-pdf.ts';
import { toExportTable } from '../../../lib/export-rows.ts';
import { figureColumns, netHelp, totalRow } from '../../../lib/figure-columns.ts';
import { addMonths, currentMonth } from '../../../lib/report-dates.ts';
import { useAcademiesMonthly, useAcademiesTotals } from '../api/use-academies-report.ts';
import { AcademiesMonthChart } from './academies-month-chart.tsx';
import { AcademyDetailPanel } from './academy-detail-panel.tsx';

const columns = figureColumns({ header: 'Academia', kind: 'text', value: (r) => r.academyName });

/** Reportes > Academias: revenue, commission, expenses, teacher share and net per academy. */
export default function AcademiesReportPage() {
  const [params, setParams] = useSearchParams();
  const [range, setRange] = useState<MonthRange>(() => ({
    from: params.get('desde') ?? addMonths(currentMonth(), -5),
    to: params.get('hasta') ?? currentMonth(),
  }));
  const academyId = Number(params.get('academia')) || null;
  const valid = isValidMonthRange(range);
  const totals = useAcademiesTotals(range, valid);
  const monthly = useAcademiesMonthly(range, valid);

  const changeRange = (next: MonthRange) => {
    setRange(next);
    if (isValidMonthRange(next))
      setParams(
        (p) => {
          p.set('desde', next.from);
          p.set('hasta', next.to);
          return p;
        },
        { replace: true },
      );
  };
  const openAcademy = (id: number | null) =>
    setParams((p) => {
      if (id === null) p.delete('academia');
      else p.set('academia', String(id));
      return p;
    });

  const label =
    range.from === range.to
      ? formatPeriod(range.from)
      : `${formatPeriod(range.from)} a ${formatPeriod(range.to)}`;
  const data = totals.data;
  return (
    <>
      <PageHeader
        title="Reporte de academias"
        description={`Recaudación, comisión Transbank, gastos, participación de profesores y neto · ${label}`}
        actions={
          !academyId && (
            <ExportActions
              table={
                data
                  ? () =>
                      toExportTable(`academias-${range.from}-${range.to}`, 'Academias', columns, [
                        ...data.rows,
                        totalRow('Total', data.totals),
                      ])
                  : null
              }
              pdf={
                valid
                  ? () =>
                      downloadReportPdf(
                        'academies',
                        { ...range },
                        `academias-${range.from}-${range.to}`,
                      )
                  : null
              }
            />
          )
        }
      />
      <Stack gap="6">
        <MonthRangeFields value={range} onChange={changeRange} />
        {academyId ? (
          <AcademyDetailPanel
            academyId={academyId}
            range={range}
            valid={valid}
            onBack={() => openAcademy(null)}
          />
        ) : (
          <QueryState
            query={totals}
            isEmpty={(d) => d.rows.length === 0}
            emptyText="No hay academias para mostrar."
          >
            {(report) => (
              <>
                <KpiGrid>
                  <KpiCard
                    label="Recaudación"
                    value={report.totals.revenue}
                    help={`${formatCount(report.totals.payments)} pagos`}
                  />
                  <KpiCard label="Comisión Transbank" value={report.totals.commission} />
                  <KpiCard label="Participación profesores" value={report.totals.teacherShare} />
                  <KpiCard
                    label="Gastos y costos fijos"
                    value={report.totals.expenses + report.totals.fixedCosts}
                  />
                  <KpiCard label="Neto" value={report.totals.net} help={netHelp(report.totals)} />
                </KpiGrid>
                {monthly.data && <AcademiesMonthChart rows={monthly.data.rows} />}
                <ReportTable<AcademyFigures>
                  caption={`Cifras por academia · ${label}`}
                  columns={columns}
                  rows={report.rows}
                  rowKey={(r) => r.academyId ?? 'general'}
                  total={totalRow('Total', report.totals)}
                  actionHeader="Detalle"
                  action={(r) =>
                    r.academyId !== null && (
                      <Button
                        size="xs"
                        variant="ghost"
                        onClick={() => openAcademy(r.academyId)}
                        aria-label={`Ver detalle de ${r.academyName}`}
                      >
                        Ver
                      </Button>
                    )
                  }
                />
              </>
            )}
          </QueryState>
        )}
      </Stack>
    </>
  );
}
