import { z } from 'zod';
import {
  byIdData,
  id,
  isoDate,
  listQuery,
  ok,
  page,
  positiveClp,
  text,
  withData,
} from './common.ts';
import { defineEndpoint } from './define.ts';

export const expense = z.object({
  id: z.number().int(),
  academyId: z.number().int().nullable(),
  academyName: z.string().nullable(),
  category: z.string(),
  description: z.string(),
  amount: z.number().int(),
  date: z.string(),
  createdAt: z.string(),
});
export type Expense = z.infer<typeof expense>;

export const gastos = defineEndpoint({
  name: 'gastos',
  method: 'GET',
  path: '/api/v1/gastos',
  access: ['admin'],
  summary: 'Gastos operativos',
  query: listQuery.extend({
    sort: z.enum(['date', 'amount', 'category']).optional(),
    academyId: id.optional(),
    from: isoDate.optional(),
    to: isoDate.optional(),
  }),
  response: page(expense).extend({ totalAmount: z.number().int() }),
});

const expenseFields = {
  academyId: id.nullish().transform((v) => v ?? null),
  category: text(60),
  description: text(300),
  amount: positiveClp,
  date: isoDate,
};

export const createGastos = defineEndpoint({
  name: 'createGastos',
  method: 'POST',
  path: '/api/v1/createGastos',
  access: ['admin'],
  summary: 'Registra un gasto',
  body: withData(z.object(expenseFields)),
  response: expense,
});

export const editGastos = defineEndpoint({
  name: 'editGastos',
  method: 'POST',
  path: '/api/v1/editGastos',
  access: ['admin'],
  summary: 'Edita un gasto',
  body: withData(z.object({ id, ...expenseFields })),
  response: expense,
});

export const deleteGastos = defineEndpoint({
  name: 'deleteGastos',
  method: 'POST',
  path: '/api/v1/deleteGastos',
  access: ['admin'],
  summary: 'Elimina un gasto',
  body: byIdData,
  response: ok,
});
