import { callApi } from '@academias/shared/api';
import type { EndpointQuery } from '@academias/shared/contract';
import * as expensesApi from '@academias/shared/contract/expenses';
import * as restoreApi from '@academias/shared/contract/restore';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ExpenseFormData } from '../expense-form-schema.ts';

type GastosQuery = EndpointQuery<typeof expensesApi.gastos>;

export const expenseKeys = {
  all: ['gastos'] as const,
  list: (query: Partial<GastosQuery>) => [...expenseKeys.all, 'list', query] as const,
};

export const useExpenses = (query: Partial<GastosQuery>) =>
  useQuery({
    queryKey: expenseKeys.list(query),
    queryFn: () => callApi(expensesApi.gastos, { query }),
    placeholderData: keepPreviousData,
  });

const useInvalidateExpenses = () => {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: expenseKeys.all });
};

export const useCreateExpense = () => {
  const invalidate = useInvalidateExpenses();
  return useMutation({
    mutationFn: (data: ExpenseFormData) => callApi(expensesApi.createGastos, { body: { data } }),
    onSuccess: invalidate,
  });
};

export const useEditExpense = () => {
  const invalidate = useInvalidateExpenses();
  return useMutation({
    mutationFn: ({ id, data }: { id: number; data: ExpenseFormData }) =>
      callApi(expensesApi.editGastos, { body: { data: { id, ...data } } }),
    onSuccess: invalidate,
  });
};

export const useDeleteExpense = () => {
  const invalidate = useInvalidateExpenses();
  return useMutation({
    mutationFn: (id: number) => callApi(expensesApi.deleteGastos, { body: { data: { id } } }),
    onSuccess: invalidate,
  });
};

/** "Deshacer" after a delete: the server restores the soft-deleted expense. */
export const useRestoreExpense = () => {
  const invalidate = useInvalidateExpenses();
  return useMutation({
    mutationFn: (id: number) =>
      callApi(restoreApi.restoreDeleted, { body: { data: { entity: 'gasto', id } } }),
    onSuccess: invalidate,
  });
};
