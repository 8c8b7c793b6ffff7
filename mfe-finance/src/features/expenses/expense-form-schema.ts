import type { EndpointBody } from '@academias/shared/contract';
import * as expensesApi from '@academias/shared/contract/expenses';
import type { z } from 'zod';
import { clpText, clpToText } from '../../forms/clp-text.ts';
import { dateText } from '../../forms/date-text.ts';
import { optionalIdText } from '../../forms/id-text.ts';

/** Categories offered as suggestions; any other short text is accepted too. */
export const expenseCategories = [
  'Arriendo',
  'Sueldos y honorarios',
  'Servicios básicos',
  'Materiales',
  'Mantención',
  'Publicidad',
  'Otros',
] as const;

/**
 * The request's `data` schema with the typed-in fields read from text (amount with separators,
 * the date input, the academy select); category and description keep the contract's limits.
 */
export const expenseFormSchema = expensesApi.createGastos.body.shape.data.extend({
  date: dateText(),
  academyId: optionalIdText(),
  amount: clpText(),
});
export type ExpenseFormValues = z.input<typeof expenseFormSchema>;
export type ExpenseFormData = z.output<typeof expenseFormSchema>;

// The form's output is exactly what createGastos accepts (checked by the compiler).
const _sameShape: EndpointBody<typeof expensesApi.createGastos>['data'] extends ExpenseFormData
  ? true
  : never = true;
void _sameShape;

export interface ExpenseLike {
  date: string;
  category: string;
  academyId: number | null;
  amount: number;
  description: string;
}

export const expenseFormDefaults = (
  expense: ExpenseLike | undefined,
  today: string,
): ExpenseFormValues => ({
  date: expense?.date ?? today,
  category: expense?.category ?? '',
  academyId: expense?.academyId ? String(expense.academyId) : '',
  amount: clpToText(expense?.amount),
  description: expense?.description ?? '',
});
