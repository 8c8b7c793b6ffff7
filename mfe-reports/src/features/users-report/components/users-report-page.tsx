import type { UserReportRow } from '@academias/shared/contract/reports';
import { formatCount, formatDate, formatRut } from '@academias/shared/format';
import {
  Button,
  Field,
  HStack,
  Input,
  NativeSelect,
  PageHeader,
  Pager,
  Stack,
  Text,
} from '@academias/shared/ui';
import { useEffect, useState } from 'react';
import { useSearchParams } from '@academias/shared/router';
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
import { type UsersReportFilters, useUsersReport } from '../api/use-users-report.ts';
import { BalancesChart } from './balances-chart.tsx';
import { UserStatementPanel } from './user-statement-panel.tsx';

const columns: ReportColumn<UserReportRow>[] = [
  { header: 'Nombre', kind: 'text', value: (r) => r.name },
  { header: 'RUT', kind: 'text', value: (r) => (r.rut ? formatRut(r.rut) : '') },
  { header: 'Cargos', kind: 'clp', value: (r) => r.charged },
  { header: 'Pagos', kind: 'clp', value: (r) => r.paid },
  { header: 'Saldo', kind: 'clp', value: (r) => r.balance },
  { header: 'Cobros pendientes', kind: 'count', value: (r) => r.pendingCount },
];

const pageSize = 25;

/** Reportes > Usuarios: charges, payments and balance per person over a date range. */
export default function UsersReportPage() {
  const [params, setParams] = useSearchParams();
  const [range, setRange] = useState<DateRange>(() => ({
    startDate: params.get('inicio') ?? `${currentMonth().slice(0, 4)}-01-01`,
    endDate: params.get('termino') ?? monthDates(currentMonth()).endDate,
  }));
  const [searchText, setSearchText] = useState('');
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const [sort, setSort] = useState<UsersReportFilters['sort']>('balance');
  const personId = Number(params.get('persona')) || null;
  const valid = isValidDateRange(range);

  // Search after the user stops typing, not on every key.
  useEffect(() => {
    const timer = setTimeout(() => {
      setSearch(searchText.trim());
      setPage(1);
    }, 350);
    return () => clearTimeout(timer);
  }, [searchText]);

  const filters: UsersReportFilters = {
    ...range,
    page,
    pageSize,
    search,
    sort,
    order: sort === 'name' ? 'asc' : 'desc',
  };
  const report = useUsersReport(filters, valid && personId === null);
  const top = useUsersReport(
    { ...range, page: 1, pageSize: 10, sort: 'balance', order: 'desc' },
    valid && personId === null,
  );

  const openPerson = (id: number | null) =>
    setParams((p) => {
      if (id === null) p.delete('persona');
      else p.set('persona', String(id));
      return p;
    });
  const changeRange = (next: DateRange) => {
    setRange(next);
    setPage(1);
  };
  const label = `${formatDate(range.startDate)} a ${formatDate(range.endDate)}`;

  if (personId !== null)
    return (
      <>
        <PageHeader title="Estado de cuenta" description={label} />
        <Stack gap="6">
          <DateRangeFields value={range} onChange={changeRange} />
          <UserStatementPanel
            userId={personId}
            range={range}
            valid={valid}
            onBack={() => openPerson(null)}
          />
        </Stack>
      </>
    );

  const data = report.data;
  return (
    <>
      <PageHeader
        title="Reporte de usuarios"
        description={`Cargos, pagos y saldo por persona · ${label}`}
        actions={
          <ExportActions
            server={{
              list: 'usersReport',
              fileName: `usuarios-${range.startDate}-${range.endDate}`,
              query: { ...filters },
              total: data?.total,
              disabled: !valid,
            }}
            pdf={
              valid
                ? () =>
                    downloadReportPdf(
                      'users',
                      { ...range, ...(search ? { search } : {}), sort, order: filters.order },
                      `usuarios-${range.startDate}-${range.endDate}`,
                    )
                : null
            }
          />
        }
      />
      <Stack gap="6">
        <HStack gap="3" align="flex-end" wrap="wrap">
          <DateRangeFields value={range} onChange={changeRange} />
          <Field.Root maxW="64">
            <Field.Label>Buscar por nombre o RUT</Field.Label>
            <Input
              type="search"
              value={searchText}
              onChange={(e) => setSearchText(e.target.value)}
              placeholder="Ej.: Camila o 15555555"
            />
          </Field.Root>
          <Field.Root maxW="52">
            <Field.Label>Ordenar por</Field.Label>
            <NativeSelect.Root>
              <NativeSelect.Field
                value={sort}
                onChange={(e) => setSort(e.target.value as UsersReportFilters['sort'])}
              >
                <option value="balance">Mayor saldo</option>
                <option value="charged">Mayores cargos</option>
                <option value="paid">Mayores pagos</option>
                <option value="name">Nombre</option>
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </Field.Root>
        </HStack>
        <QueryState
          query={report}
          // the chart above the table: without it the table jumped down when it arrived
          alsoPending={!search && top.isPending}
          isEmpty={(d) => d.total === 0 && !search}
          emptyText="Nadie tuvo cargos ni pagos en este período."
        >
          {(d) => (
            <>
              <KpiGrid>
                <KpiCard label="Personas" value={d.totals.people} count />
                <KpiCard label="Cargos del período" value={d.totals.charged} />
                <KpiCard label="Pagos del período" value={d.totals.paid} />
                <KpiCard label="Saldo" value={d.totals.balance} tone="danger" />
              </KpiGrid>
              {top.data && !search && <BalancesChart rows={top.data.items} />}
              <ReportTable
                caption={`Personas (${formatCount(d.total)})`}
                columns={columns}
                rows={d.items}
                rowKey={(r) => r.userId}
                actionHeader="Estado de cuenta"
                action={(r) => (
                  <Button
                    size="xs"
                    variant="ghost"
                    onClick={() => openPerson(r.userId)}
                    aria-label={`Ver estado de cuenta de ${r.name}`}
                  >
                    Ver
                  </Button>
                )}
              />
              {d.items.length === 0 && (
                <Text color="fg.muted">Nadie coincide con la búsqueda.</Text>
              )}
              <Pager
                page={page}
                pageSize={pageSize}
                total={d.total}
                onPageChange={setPage}
                label="Páginas de Personas"
              />
            </>
          )}
        </QueryState>
      </Stack>
    </>
  );
}
