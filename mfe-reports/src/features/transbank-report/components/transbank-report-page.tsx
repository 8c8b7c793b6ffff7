import type { TransbankFigures, TransbankPayment } from '@academias/shared/contract/reports';
import { formatClp, formatCount, formatDate, formatDateTime } from '@academias/shared/format';
import { PageHeader, Pager, SimpleGrid, Stack, Tabs } from '@academias/shared/ui';
import { useState } from 'react';
import {
  type DateRange,
  DateRangeFields,
  isValidDateRange,
} from '../../../components/date-range-fields.tsx';
import { ExportActions } from '../../../components/export-actions.tsx';
import { KpiCard } from '../../../components/kpi-card.tsx';
import { KpiGrid } from '../../../components/kpi-grid.tsx';
import { QueryState } from '../../../components/query-state.tsx';
import { ReportTable } from '../../../components/report-table.tsx';
import { downloadReportPdf } from '../../../lib/download-report-pdf.ts';
import type { ReportColumn } from '../../../lib/report-columns.ts';
import { currentMonth, monthDates } from '../../../lib/report-dates.ts';
import { useTransbankReport } from '../api/use-transbank-report.ts';
import { TransbankChart } from './transbank-chart.tsx';

const figureColumns = (kind: 'date' | 'month'): ReportColumn<TransbankFigures>[] => [
  { header: kind === 'date' ? 'Día' : 'Mes', kind, value: (r) => r.period },
  { header: 'Pagos', kind: 'count', value: (r) => r.payments },
  { header: 'Monto', kind: 'clp', value: (r) => r.amount },
  { header: 'Comisión', kind: 'clp', value: (r) => r.commission },
  { header: 'Abono neto', kind: 'clp', value: (r) => r.net },
];

const paymentColumns: ReportColumn<TransbankPayment>[] = [
  { header: 'Fecha', kind: 'text', value: (p) => formatDateTime(p.paidAt) },
  { header: 'Orden de compra', kind: 'text', value: (p) => p.buyOrder },
  { header: 'Alumno', kind: 'text', value: (p) => p.userName },
  { header: 'Tarjeta', kind: 'text', value: (p) => (p.cardLast4 ? `**** ${p.cardLast4}` : '') },
  { header: 'Monto', kind: 'clp', value: (p) => p.amount },
  {
    header: 'Tasa',
    kind: 'text',
    value: (p) =>
      `${formatCount(p.percent)} %${p.fixedAmount ? ` + ${formatClp(p.fixedAmount)}` : ''}`,
  },
  { header: 'Comisión', kind: 'clp', value: (p) => p.commission },
  { header: 'Abono neto', kind: 'clp', value: (p) => p.net },
];

/** Reportes > Transbank: card payments, commission at the rate of each payment's date, net deposit. */
export default function TransbankReportPage() {
  const [range, setRange] = useState<DateRange>(() => monthDates(currentMonth()));
  const [page, setPage] = useState(1);
  const valid = isValidDateRange(range);
  const report = useTransbankReport(range, page, valid);
  const file = `transbank-${range.startDate}-${range.endDate}`;
  const data = report.data;
  return (
    <>
      <PageHeader
        title="Reporte Transbank"
        description={`Pagos con tarjeta, comisión y abono neto · ${formatDate(range.startDate)} a ${formatDate(range.endDate)}`}
        actions={
          <ExportActions
            server={{
              list: 'transbankPayments',
              fileName: file,
              query: { ...range },
              total: data?.payments.total,
              disabled: !valid,
            }}
            pdf={valid ? () => downloadReportPdf('transbank', { ...range }, file) : null}
          />
        }
      />
      <Stack gap="6">
        <DateRangeFields
          value={range}
          onChange={(next) => {
            setRange(next);
            setPage(1);
          }}
        />
        <QueryState
          query={report}
          isEmpty={(d) => d.totals.payments === 0}
          emptyText="No hubo pagos con tarjeta en este período."
        >
          {(d) => (
            <>
              <KpiGrid>
                <KpiCard label="Pagos con tarjeta" value={d.totals.payments} count />
                <KpiCard label="Monto" value={d.totals.amount} />
                <KpiCard label="Comisión" value={d.totals.commission} />
                <KpiCard label="Abono neto" value={d.totals.net} />
              </KpiGrid>
              <Tabs.Root defaultValue={d.byMonth.length > 1 ? 'month' : 'day'} lazyMount>
                <Tabs.List>
                  <Tabs.Trigger value="day">Por día</Tabs.Trigger>
                  <Tabs.Trigger value="month">Por mes</Tabs.Trigger>
                </Tabs.List>
                <Tabs.Content value="day">
                  <SimpleGrid columns={1} gap="3">
                    <TransbankChart rows={d.byDay} by="day" />
                    <ReportTable
                      caption="Por día"
                      columns={figureColumns('date')}
                      rows={d.byDay}
                      rowKey={(r) => r.period}
                      maxHeight="28rem"
                    />
                  </SimpleGrid>
                </Tabs.Content>
                <Tabs.Content value="month">
                  <SimpleGrid columns={1} gap="3">
                    <TransbankChart rows={d.byMonth} by="month" />
                    <ReportTable
                      caption="Por mes"
                      columns={figureColumns('month')}
                      rows={d.byMonth}
                      rowKey={(r) => r.period}
                      total={{ period: 'Total', ...d.totals }}
                    />
                  </SimpleGrid>
                </Tabs.Content>
              </Tabs.Root>
              <ReportTable
                caption="Pagos con tarjeta"
                columns={paymentColumns}
                rows={d.payments.items}
                rowKey={(p) => p.id}
              />
              <Pager
                page={page}
                pageSize={d.payments.pageSize}
                total={d.payments.total}
                onPageChange={setPage}
                label="Páginas de Pagos con tarjeta"
              />
            </>
          )}
        </QueryState>
      </Stack>
    </>
  );
}
