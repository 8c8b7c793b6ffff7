import { lazyDialog } from '@academias/shared/app';
import type { Expense } from '@academias/shared/contract/expenses';
import { formatClp, formatDate, formatPeriod, todayInChile } from '@academias/shared/format';
import {
  Button,
  ConfirmDialog,
  ListPage,
  RowActions,
  ServerExportButton,
  showUndoToast,
  Stat,
  type DataColumn,
} from '@academias/shared/ui';
import { useState } from 'react';
import { toApiError } from '@academias/shared/api';
import { useAcademyOptions } from '../../../api/use-academy-options.ts';
import { notifyError, notifySuccess } from '../../../api/notify.ts';
import { AcademyFilter } from '../../../components/academy-filter.tsx';
import { DateFilter } from '../../../components/date-filter.tsx';
import { monthRange, periodOf } from '../../../dates/month-range.ts';
import { useUrlListParams } from '../../../hooks/use-url-list-params.ts';
import {
  useCreateExpense,
  useDeleteExpense,
  useEditExpense,
  useExpenses,
  useRestoreExpense,
} from '../api/expense-queries.ts';
import type { ExpenseFormData } from '../expense-form-schema.ts';

// The form (its schema, zod) loads when opened: the list shows none of it.
const ExpenseFormDialog = lazyDialog(() =>
  import('./expense-form-dialog.tsx').then((m) => m.ExpenseFormDialog),
);

const sorts = ['date', 'amount', 'category'] as const;
const thisMonth = () => periodOf(todayInChile());

/** Gastos Operativos (admin): the month's expenses, their total, and create/edit/delete. */
export default function ExpensesListPage() {
  const listState = useUrlListParams({
    sorts,
    sort: { key: 'date', order: 'desc' },
    filters: { month: thisMonth(), academyId: '' },
  });
  const { filters, setFilters } = listState;
  const month = /^\d{4}-(0[1-9]|1[0-2])$/.test(filters.month) ? filters.month : '';
  const academyId = /^[1-9]\d*$/.test(filters.academyId) ? Number(filters.academyId) : null;
  const [editing, setEditing] = useState<Expense | 'new' | null>(null);
  const [deleting, setDeleting] = useState<Expense | null>(null);

  const academies = useAcademyOptions();
  const query = {
    ...listState.query,
    ...(month ? monthRange(month) : {}),
    ...(academyId ? { academyId } : {}),
  };
  const list = useExpenses(query);
  const create = useCreateExpense();
  const edit = useEditExpense();
  const remove = useDeleteExpense();
  const restore = useRestoreExpense();

  const save = async (data: ExpenseFormData) => {
    if (editing && editing !== 'new') {
      await edit.mutateAsync({ id: editing.id, data });
      notifySuccess('Gasto actualizado');
    } else {
      await create.mutateAsync(data);
      notifySuccess('Gasto registrado', `${data.category}: ${formatClp(data.amount)}`);
    }
  };

  /** A failure is a toast and a rethrow, so the dialog stays open for another try. */
  const confirmDelete = async () => {
    if (!deleting) return;
    const { id } = deleting;
    await remove.mutateAsync(id).catch((error: unknown) => {
      notifyError('No se pudo eliminar el gasto', error);
      throw error;
    });
    showUndoToast({
      title: 'Gasto eliminado',
      undoneTitle: 'Gasto restaurado',
      onUndo: () => restore.mutateAsync(id),
    });
  };

  const columns: DataColumn<Expense>[] = [
    { key: 'date', header: 'Fecha', sortable: true, cell: (e) => formatDate(e.date) },
    {
      key: 'category',
      header: 'Categoría',
      sortable: true,
      card: 'title',
      cell: (e) => e.category,
    },
    { key: 'academy', header: 'Academia', cell: (e) => e.academyName ?? 'General' },
    { key: 'description', header: 'Descripción', truncate: true, cell: (e) => e.description },
    {
      key: 'amount',
      header: 'Monto',
      sortable: true,
      align: 'end',
      cell: (e) => formatClp(e.amount),
    },
    {
      key: 'actions',
      header: 'Acciones',
      alwaysShown: true,
      cell: (e) => (
        <RowActions
          rowLabel={`gasto ${e.description}`}
          actions={[
            {
              label: 'Editar',
              onSelect: () => setEditing(e),
              onPreload: ExpenseFormDialog.preload,
            },
            { label: 'Eliminar', danger: true, onSelect: () => setDeleting(e) },
          ]}
        />
      ),
    },
  ];

  return (
    <>
      <ListPage
        title="Gastos Operativos"
        description="Costos de funcionamiento de las academias, por mes."
        actions={
          <>
            <ServerExportButton
              list="expenses"
              fileName={`gastos-${month || 'todos'}`}
              query={query}
              total={list.data?.total}
            />
            <Button minH="11" onClick={() => setEditing('new')} {...ExpenseFormDialog.preloadProps}>
              Nuevo gasto
            </Button>
          </>
        }
        activeFilters={(filters.month !== thisMonth() ? 1 : 0) + (filters.academyId ? 1 : 0)}
        filters={
          <>
            <DateFilter
              label="Mes"
              type="month"
              value={month}
              helperText="Vacío: todos los meses"
              onChange={(v) => setFilters({ month: v })}
            />
            <AcademyFilter
              academies={academies.data}
              value={filters.academyId}
              onChange={(v) => setFilters({ academyId: v })}
            />
            <Stat.Root maxW={{ base: 'full', md: '60' }} aria-live="polite">
              <Stat.Label>{month ? `Total ${formatPeriod(month)}` : 'Total'}</Stat.Label>
              <Stat.ValueText>{list.data ? formatClp(list.data.totalAmount) : '—'}</Stat.ValueText>
            </Stat.Root>
          </>
        }
        caption="Gastos operativos"
        columnsId="gastos"
        columns={columns}
        rows={list.data?.items}
        rowKey={(e) => e.id}
        total={list.data?.total ?? 0}
        {...listState.tableProps}
        search={listState.search}
        onSearchChange={listState.setSearch}
        searchPlaceholder="Categoría o descripción"
        loading={list.isFetching}
        error={list.error ? toApiError(list.error).message : null}
        onRetry={() => void list.refetch()}
        emptyText={
          month
            ? `No hay gastos en ${formatPeriod(month)} con estos filtros.`
            : 'No hay gastos registrados. Registra el primero con «Nuevo gasto».'
        }
      />
      {editing !== null && (
        <ExpenseFormDialog
          open
          expense={editing !== 'new' ? editing : undefined}
          academies={academies.data ?? []}
          onClose={() => setEditing(null)}
          onSave={save}
        />
      )}
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title="Eliminar gasto"
        description={
          deleting
            ? `¿Eliminar el gasto «${deleting.description}» de ${formatClp(deleting.amount)}? Dejará de contar en los reportes.`
            : undefined
        }
        confirmLabel="Eliminar"
        destructive
        onConfirm={confirmDelete}
      />
    </>
  );
}
