import { callApi } from '@academias/shared/api';
import { routes } from '@academias/shared/contract/routes';
import type { EndpointQuery } from '@academias/shared/contract';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@academias/shared/query';
import type { ExpenseFormData } from '../expense-form-schema.ts';

type GastosQuery = EndpointQuery<typeof routes.gastos>;

export const expenseKeys = {
  all: ['gastos'] as const,
  list: (query: Partial<GastosQuery>) => [...expenseKeys.all, 'list', query] as const,
};

export const useExpenses = (query: Partial<GastosQuery>) =>
  useQuery({
    queryKey: expenseKeys.list(query),
    queryFn: () => callApi(routes.gastos, { query }),
    placeholderData: keepPreviousData,
  });

const useInvalidateExpenses = () => {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: expenseKeys.all });
};

export const useCreateExpense = () => {
  const invalidate = useInvalidateExpenses();
  return useMutation({
    mutationFn: (data: ExpenseFormData) => callApi(routes.createGastos, { body: { data } }),
    onSuccess: invalidate,
  });
};

export const useEditExpense = () => {
  const invalidate = useInvalidateExpenses();
  return useMutation({
    mutationFn: ({ id, data }: { id: number; data: ExpenseFormData }) =>
      callApi(routes.editGastos, { body: { data: { id, ...data } } }),
    onSuccess: invalidate,
  });
};

export const useDeleteExpense = () => {
  const invalidate = useInvalidateExpenses();
  return useMutation({
    mutationFn: (id: number) => callApi(routes.deleteGastos, { body: { data: { id } } }),
    onSuccess: invalidate,
  });
};

/** "Deshacer" after a delete: the server restores the soft-deleted expense. */
export const useRestoreExpense = () => {
  const invalidate = useInvalidateExpenses();
  return useMutation({
    mutationFn: (id: number) =>
      callApi(routes.restoreDeleted, { body: { data: { entity: 'gasto', id } } }),
    onSuccess: invalidate,
  });
};
