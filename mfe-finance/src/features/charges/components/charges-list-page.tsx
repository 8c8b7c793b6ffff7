import { toApiError } from '@academias/shared/api';
import type { Charge } from '@academias/shared/contract/charges';
import { formatClp, formatDate, formatPeriod, formatRut } from '@academias/shared/format';
import {
  Badge,
  Button,
  Card,
  Field,
  Flex,
  Input,
  NativeSelect,
  PageHeader,
  Stack,
  Stat,
} from '@academias/shared/ui';
import { useState, type ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { useAcademyOptions } from '../../../api/use-academy-options.ts';
import { ExportButton } from '../../../components/export-button.tsx';
import { SearchInput } from '../../../components/search-input.tsx';
import { ServerTable, type Column } from '../../../components/server-table.tsx';
import { listQueryOf, useListParams } from '../../../hooks/use-list-params.ts';
import { useCharges, usePlanOptions } from '../api/charge-queries.ts';
import {
  chargeStateColor,
  chargeStateLabel,
  stateFilterQuery,
  type ChargeStateFilter,
} from '../charge-state.ts';
import { GenerateChargesForm } from './generate-charges-form.tsx';

type Sort = 'dueDate' | 'amount' | 'period' | 'id';

const exportColumns = [
  { header: 'Alumno', value: (c: Charge) => c.studentName },
  { header: 'RUT', value: (c: Charge) => (c.studentRut ? formatRut(c.studentRut) : '') },
  { header: 'Academia', value: (c: Charge) => c.academyName },
  { header: 'Plan', value: (c: Charge) => c.planName },
  { header: 'Período', value: (c: Charge) => formatPeriod(c.period) },
  { header: 'Vencimiento', value: (c: Charge) => formatDate(c.dueDate) },
  { header: 'Estado', value: (c: Charge) => chargeStateLabel[c.state] },
  { header: 'Monto', value: (c: Charge) => c.amount },
];

const FilterSelect = ({
  label,
  value,
  onChange,
  children,
}: {
  label: string;
  value: string;
  onChange: (v: string) => void;
  children: ReactNode;
}) => (
  <Field.Root maxW={{ base: 'full', md: '56' }}>
    <Field.Label>{label}</Field.Label>
    <NativeSelect.Root>
      <NativeSelect.Field value={value} onChange={(e) => onChange(e.target.value)}>
        {children}
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  </Field.Root>
);

/** Pagos Pendientes (admin): everyone's charges with filters, generation of a period, and paying by hand. */
export default function ChargesListPage() {
  const { params, setPage, setSearch, toggleSort, resetPage } = useListParams<Sort>({
    sort: 'dueDate',
  });
  const [academyId, setAcademyId] = useState('');
  const [planId, setPlanId] = useState('');
  const [state, setState] = useState<ChargeStateFilter>('abiertos');
  const [period, setPeriod] = useState('');

  const academies = useAcademyOptions();
  const plans = usePlanOptions(academyId ? Number(academyId) : undefined);
  const list = useCharges({
    ...listQueryOf(params),
    ...stateFilterQuery(state),
    ...(academyId ? { academyId: Number(academyId) } : {}),
    ...(planId ? { planId: Number(planId) } : {}),
    ...(/^\d{4}-\d{2}$/.test(period) ? { period } : {}),
  });
  const filter = (set: (v: string) => void) => (v: string) => {
    set(v);
    resetPage();
  };

  const columns: Column<Charge, Sort>[] = [
    { key: 'student', header: 'Alumno', cell: (c) => c.studentName },
    { key: 'rut', header: 'RUT', cell: (c) => (c.studentRut ? formatRut(c.studentRut) : '—') },
    { key: 'plan', header: 'Plan', cell: (c) => `${c.planName} · ${c.academyName}` },
    { key: 'period', header: 'Período', sortKey: 'period', cell: (c) => formatPeriod(c.period) },
    { key: 'due', header: 'Vencimiento', sortKey: 'dueDate', cell: (c) => formatDate(c.dueDate) },
    {
      key: 'state',
      header: 'Estado',
      cell: (c) => (
        <Badge colorPalette={chargeStateColor[c.state]}>{chargeStateLabel[c.state]}</Badge>
      ),
    },
    {
      key: 'amount',
      header: 'Monto',
      sortKey: 'amount',
      align: 'end',
      cell: (c) => formatClp(c.amount),
    },
    {
      key: 'actions',
      header: 'Acciones',
      cell: (c) =>
        c.state === 'pendiente' || c.state === 'vencido' ? (
          <Button asChild size="xs" variant="outline">
            <RouterLink
              to={`/app/modules/view-payments?studentId=${c.studentId}&chargeId=${c.id}`}
              aria-label={`Registrar pago de ${c.description} de ${c.studentName}`}
            >
              Registrar pago
            </RouterLink>
          </Button>
        ) : null,
    },
  ];

  return (
    <>
      <PageHeader
        title="Pagos Pendientes"
        description="Cobros de todos los alumnos. Genera los cobros del mes y registra pagos en efectivo o transferencia."
        actions={<ExportButton fileName="cobros" columns={exportColumns} rows={list.data?.items} />}
      />
      <Stack gap="4">
        <Card.Root>
          <Card.Body>
            <GenerateChargesForm />
          </Card.Body>
        </Card.Root>
        <Card.Root>
          <Card.Body>
            <Flex gap="4" wrap="wrap" align="flex-end">
              <FilterSelect
                label="Estado"
                value={state}
                onChange={filter((v) => setState(v as ChargeStateFilter))}
              >
                <option value="abiertos">Por cobrar (pendientes y vencidos)</option>
                <option value="pendiente">Pendientes</option>
                <option value="vencido">Vencidos</option>
                <option value="pagado">Pagados</option>
                <option value="anulado">Anulados</option>
                <option value="">Todos</option>
              </FilterSelect>
              <FilterSelect
                label="Academia"
                value={academyId}
                onChange={filter((v) => {
                  setAcademyId(v);
                  setPlanId('');
                })}
              >
                <option value="">Todas</option>
                {academies.data?.map((a) => (
                  <option key={a.id} value={String(a.id)}>
                    {a.name}
                  </option>
                ))}
              </FilterSelect>
              <FilterSelect label="Plan" value={planId} onChange={filter(setPlanId)}>
                <option value="">Todos</option>
                {plans.data?.map((p) => (
                  <option key={p.id} value={String(p.id)}>
                    {p.name}
                  </option>
                ))}
              </FilterSelect>
              <Field.Root maxW={{ base: 'full', md: '48' }}>
                <Field.Label>Período</Field.Label>
                <Input
                  type="month"
                  value={period}
                  onChange={(e) => filter(setPeriod)(e.target.value)}
                />
              </Field.Root>
              <SearchInput label="Buscar" placeholder="Alumno o RUT" onSearch={setSearch} />
              <Stat.Root maxW={{ base: 'full', md: '56' }} aria-live="polite">
                <Stat.Label>Total filtrado</Stat.Label>
                <Stat.ValueText>
                  {list.data ? formatClp(list.data.totalAmount) : '—'}
                </Stat.ValueText>
              </Stat.Root>
            </Flex>
          </Card.Body>
        </Card.Root>
        <ServerTable
          caption="Cobros"
          columns={columns}
          rows={list.data?.items}
          rowId={(c) => c.id}
          total={list.data?.total ?? 0}
          page={params.page}
          pageSize={params.pageSize}
          onPageChange={setPage}
          sort={params.sort}
          order={params.order}
          onSort={toggleSort}
          loading={list.isFetching}
          error={list.error ? toApiError(list.error).message : null}
          onRetry={() => void list.refetch()}
          emptyTitle="No hay cobros con estos filtros"
          emptyDescription="Cambia los filtros o genera los cobros del período."
        />
      </Stack>
    </>
  );
}
