import type { Expense } from '@academias/shared/contract/expenses';
import { formatClp, formatDate, formatPeriod, todayInChile } from '@academias/shared/format';
import {
  Button,
  Card,
  Field,
  Flex,
  HStack,
  Input,
  NativeSelect,
  PageHeader,
  Stack,
  Stat,
} from '@academias/shared/ui';
import { useState } from 'react';
import { useAcademyOptions } from '../../../api/use-academy-options.ts';
import { notifyError, notifySuccess } from '../../../api/notify.ts';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { ExportButton } from '../../../components/export-button.tsx';
import { SearchInput } from '../../../components/search-input.tsx';
import { ServerTable, type Column } from '../../../components/server-table.tsx';
import { monthRange, periodOf } from '../../../dates/month-range.ts';
import { listQueryOf, useListParams } from '../../../hooks/use-list-params.ts';
import { toApiError } from '@academias/shared/api';
import {
  useCreateExpense,
  useDeleteExpense,
  useEditExpense,
  useExpenses,
} from '../api/expense-queries.ts';
import type { ExpenseFormData } from '../expense-form-schema.ts';
import { ExpenseFormDialog } from './expense-form-dialog.tsx';

type Sort = 'date' | 'amount' | 'category';

const exportColumns = [
  { header: 'Fecha', value: (e: Expense) => formatDate(e.date) },
  { header: 'Categoría', value: (e: Expense) => e.category },
  { header: 'Academia', value: (e: Expense) => e.academyName ?? 'General' },
  { header: 'Descripción', value: (e: Expense) => e.description },
  { header: 'Monto', value: (e: Expense) => e.amount },
];

/** Gastos Operativos (admin): the month's expenses, their total, and create/edit/delete. */
export default function ExpensesListPage() {
  const { params, setPage, setSearch, toggleSort, resetPage } = useListParams<Sort>({
    sort: 'date',
    order: 'desc',
  });
  const [month, setMonth] = useState(periodOf(todayInChile()));
  const [academyId, setAcademyId] = useState('');
  const [editing, setEditing] = useState<Expense | 'new' | null>(null);
  const [deleting, setDeleting] = useState<Expense | null>(null);

  const academies = useAcademyOptions();
  const query = {
    ...listQueryOf(params),
    ...(month ? monthRange(month) : {}),
    ...(academyId ? { academyId: Number(academyId) } : {}),
  };
  const list = useExpenses(query);
  const create = useCreateExpense();
  const edit = useEditExpense();
  const remove = useDeleteExpense();

  const save = async (data: ExpenseFormData) => {
    if (editing && editing !== 'new') {
      await edit.mutateAsync({ id: editing.id, data });
      notifySuccess('Gasto actualizado');
    } else {
      await create.mutateAsync(data);
      notifySuccess('Gasto registrado', `${data.category}: ${formatClp(data.amount)}`);
    }
  };

  const confirmDelete = () => {
    if (!deleting) return;
    remove.mutate(deleting.id, {
      onSuccess: () => {
        notifySuccess('Gasto eliminado');
        setDeleting(null);
      },
      onError: (error) => notifyError('No se pudo eliminar el gasto', error),
    });
  };

  const columns: Column<Expense, Sort>[] = [
    { key: 'date', header: 'Fecha', sortKey: 'date', cell: (e) => formatDate(e.date) },
    { key: 'category', header: 'Categoría', sortKey: 'category', cell: (e) => e.category },
    { key: 'academy', header: 'Academia', cell: (e) => e.academyName ?? 'General' },
    { key: 'description', header: 'Descripción', cell: (e) => e.description },
    {
      key: 'amount',
      header: 'Monto',
      sortKey: 'amount',
      align: 'end',
      cell: (e) => formatClp(e.amount),
    },
    {
      key: 'actions',
      header: 'Acciones',
      cell: (e) => (
        <HStack gap="1">
          <Button
            size="xs"
            variant="outline"
            onClick={() => setEditing(e)}
            aria-label={`Editar gasto ${e.description}`}
          >
            Editar
          </Button>
          <Button
            size="xs"
            variant="outline"
            colorPalette="red"
            onClick={() => setDeleting(e)}
            aria-label={`Eliminar gasto ${e.description}`}
          >
            Eliminar
          </Button>
        </HStack>
      ),
    },
  ];

  return (
    <>
      <PageHeader
        title="Gastos Operativos"
        description="Costos de funcionamiento de las academias, por mes."
        actions={
          <>
            <ExportButton
              fileName={`gastos-${month || 'todos'}`}
              columns={exportColumns}
              rows={list.data?.items}
            />
            <Button onClick={() => setEditing('new')}>Nuevo gasto</Button>
          </>
        }
      />
      <Stack gap="4">
        <Card.Root>
          <Card.Body>
            <Flex gap="4" wrap="wrap" align="flex-end">
              <Field.Root maxW={{ base: 'full', md: '48' }}>
                <Field.Label>Mes</Field.Label>
                <Input
                  type="month"
                  value={month}
                  onChange={(e) => {
                    setMonth(e.target.value);
                    resetPage();
                  }}
                />
              </Field.Root>
              <Field.Root maxW={{ base: 'full', md: '64' }}>
                <Field.Label>Academia</Field.Label>
                <NativeSelect.Root>
                  <NativeSelect.Field
                    value={academyId}
                    onChange={(e) => {
                      setAcademyId(e.target.value);
                      resetPage();
                    }}
                  >
                    <option value="">Todas</option>
                    {academies.data?.map((a) => (
                      <option key={a.id} value={String(a.id)}>
                        {a.name}
                      </option>
                    ))}
                  </NativeSelect.Field>
                  <NativeSelect.Indicator />
                </NativeSelect.Root>
              </Field.Root>
              <SearchInput
                label="Buscar"
                placeholder="Categoría o descripción"
                onSearch={setSearch}
              />
              <Stat.Root maxW={{ base: 'full', md: '60' }} aria-live="polite">
                <Stat.Label>{month ? `Total ${formatPeriod(month)}` : 'Total'}</Stat.Label>
                <Stat.ValueText>
                  {list.data ? formatClp(list.data.totalAmount) : '—'}
                </Stat.ValueText>
              </Stat.Root>
            </Flex>
          </Card.Body>
        </Card.Root>
        <ServerTable
          caption="Gastos operativos"
          columns={columns}
          rows={list.data?.items}
          rowId={(e) => e.id}
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
          emptyTitle="No hay gastos registrados"
          emptyDescription={
            month
              ? `No hay gastos en ${formatPeriod(month)} con estos filtros.`
              : 'Registra el primero con «Nuevo gasto».'
          }
        />
      </Stack>
      <ExpenseFormDialog
        open={editing !== null}
        expense={editing && editing !== 'new' ? editing : undefined}
        academies={academies.data ?? []}
        onClose={() => setEditing(null)}
        onSave={save}
      />
      <ConfirmDialog
        open={deleting !== null}
        title="Eliminar gasto"
        confirmLabel="Eliminar"
        busy={remove.isPending}
        onConfirm={confirmDelete}
        onClose={() => setDeleting(null)}
      >
        ¿Eliminar el gasto «{deleting?.description}» de {deleting ? formatClp(deleting.amount) : ''}
        ? Dejará de contar en los reportes.
      </ConfirmDialog>
    </>
  );
}
