import { z } from 'zod';
import { clpText, clpToText } from '../../forms/clp-text.ts';
import { dateText } from '../../forms/date-text.ts';
import { optionalIdText } from '../../forms/id-text.ts';

/** Categories offered as suggestions; any other short text is accepted too. */
export const expenseCategories = ['Arriendo', 'Sueldos y honorarios', 'Servicios básicos', 'Materiales', 'Mantención', 'Publicidad', 'Otros'] as const;

/** What the expense form holds (text inputs); parsing gives the request's `data`. */
export const expenseFormSchema = z.object({
  date: dateText(),
  category: z.string().trim().min(1, 'Ingresa una categoría').max(80, 'Admite hasta 80 caracteres'),
  academyId: optionalIdText(),
  amount: clpText(),
  description: z.string().trim().min(1, 'Ingresa una descripción').max(500, 'Admite hasta 500 caracteres'),
});
export type ExpenseFormValues = z.input<typeof expenseFormSchema>;
export type ExpenseFormData = z.output<typeof expenseFormSchema>;

export interface ExpenseLike {
  date: string;
  category: string;
  academyId: number | null;
  amount: number;
  description: string;
}

export const expenseFormDefaults = (expense: ExpenseLike | undefined, today: string): ExpenseFormValues => ({
  date: expense?.date ?? today,
  category: expense?.category ?? '',
  academyId: expense?.academyId ? String(expense.academyId) : '',
  amount: clpToText(expense?.amount),
  description: expense?.description ?? '',
});
