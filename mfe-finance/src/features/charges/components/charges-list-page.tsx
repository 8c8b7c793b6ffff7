import {
  Card,
  DataTable,
  Flex,
  PageHeader,
  Stack,
  tableQueryProps,
  SelectionExportButton,
  ServerExportButton,
  useRowSelection,
} from '@academias/shared/ui';
import { useAcademyOptions } from '../../../api/use-academy-options.ts';
import { AcademyFilter } from '../../../components/academy-filter.tsx';
import { DateFilter } from '../../../components/date-filter.tsx';
import { FilterSelect } from '../../../components/filter-select.tsx';
import { TotalStat } from '../../../components/total-stat.tsx';
import { useUrlListParams } from '../../../hooks/use-url-list-params.ts';
import { useCharges, usePlanOptions } from '../api/charge-queries.ts';
import { chargeExportColumns } from '../charge-export.ts';
import { chargeFilterDefaults, chargeFilterQuery, dueRangeError } from '../charge-filters.ts';
import { BulkPaymentButton } from './bulk-payment-button.tsx';
import { BulkReminderButton } from './bulk-reminder-button.tsx';
import { chargeColumns } from './charge-columns.tsx';
import { useChargeRowActions } from './charge-row-actions.tsx';
import { GenerateChargesForm } from './generate-charges-form.tsx';
import { selectedChargeRows } from './selected-charge-rows.ts';

const sorts = ['dueDate', 'amount', 'period', 'id'] as const;

/** Pagos Pendientes (admin): everyone's charges with filters, generation of a period, and paying by hand. */
export default function ChargesListPage() {
  const listState = useUrlListParams({
    sorts,
    sort: { key: 'dueDate', order: 'asc' },
    filters: chargeFilterDefaults,
  });
  const { filters, setFilters } = listState;
  const academies = useAcademyOptions();
  const plans = usePlanOptions(filters.academyId ? Number(filters.academyId) : undefined);
  const rangeError = dueRangeError(filters.dueFrom, filters.dueTo);
  const filterQuery = { ...listState.query, ...chargeFilterQuery(filters) };
  const list = useCharges(filterQuery);
  // Ticked rows for the bulk actions (recordatorio, pagos, exportar); a new filter or search clears them.
  const reminderFilter = {
    ...chargeFilterQuery(filters),
    ...(listState.search ? { search: listState.search } : {}),
  };
  const selection = useRowSelection(JSON.stringify(reminderFilter));
  const rowActions = useChargeRowActions();

  return (
    <>
      <PageHeader
        title="Pagos Pendientes"
        description="Cobros de todos los alumnos. Genera los cobros del mes y registra pagos en efectivo o transferencia."
        actions={
          <>
            <BulkReminderButton
              selection={selection}
              total={list.data?.total ?? 0}
              filter={reminderFilter}
            />
            <BulkPaymentButton
              selection={selection}
              total={list.data?.total ?? 0}
              filterQuery={filterQuery}
            />
            <SelectionExportButton
              selection={selection}
              total={list.data?.total ?? 0}
              fileName="cobros-seleccion"
              columns={chargeExportColumns}
              getRows={() => selectedChargeRows(selection, filterQuery)}
            />
            <ServerExportButton
              list="charges"
              fileName="cobros"
              query={filterQuery}
              disabled={rangeError !== null}
              total={list.data?.total}
            />
          </>
        }
      />
      <Stack gap="4">
        <Card.Root>
          <Card.Body>
            <GenerateChargesForm />
          </Card.Body>
        </Card.Root>
        <Card.Root as="section" aria-label="Filtros de cobros">
          <Card.Body>
            <Flex gap="4" wrap="wrap" align="flex-start">
              <FilterSelect
                label="Estado"
                value={filters.state}
                onChange={(state) => setFilters({ state })}
              >
                <option value="abiertos">Pendientes y vencidos</option>
                <option value="pendiente">Pendientes</option>
                <option value="vencido">Vencidos</option>
                <option value="pagado">Pagados</option>
                <option value="anulado">Anulados</option>
                <option value="">Todos</option>
              </FilterSelect>
              <AcademyFilter
                academies={academies.data}
                value={filters.academyId}
                onChange={(academyId) => setFilters({ academyId, planId: '' })}
              />
              <FilterSelect
                label="Plan"
                value={filters.planId}
                onChange={(planId) => setFilters({ planId })}
              >
                <option value="">Todos</option>
                {plans.data?.map((p) => (
                  <option key={p.id} value={String(p.id)}>
                    {p.name}
                  </option>
                ))}
              </FilterSelect>
              <DateFilter
                label="Período"
                type="month"
                value={filters.period}
                onChange={(period) => setFilters({ period })}
              />
              <DateFilter
                label="Vence desde"
                value={filters.dueFrom}
                max={filters.dueTo || undefined}
                onChange={(dueFrom) => setFilters({ dueFrom })}
              />
              <DateFilter
                label="Vence hasta"
                value={filters.dueTo}
                min={filters.dueFrom || undefined}
                error={rangeError}
                onChange={(dueTo) => setFilters({ dueTo })}
              />
              <TotalStat
                label="Total filtrado"
                amount={list.data?.totalAmount}
                maxW={{ base: 'full', md: '56' }}
              />
            </Flex>
          </Card.Body>
        </Card.Root>
        <DataTable
          caption="Cobros"
          columns={chargeColumns(rowActions.cell)}
          rowKey={(c) => c.id}
          selection={selection}
          {...tableQueryProps(list)}
          {...listState.tableProps}
          search={listState.search}
          onSearchChange={listState.setSearch}
          searchPlaceholder="Alumno o RUT"
          emptyText="No hay cobros con estos filtros. Cambia los filtros o genera los cobros del período."
        />
      </Stack>
      {rowActions.dialogs}
    </>
  );
}
