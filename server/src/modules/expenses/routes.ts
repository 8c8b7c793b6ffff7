import { contract } from '@academias/shared/contract';
import type { FastifyInstance } from 'fastify';
import { registerEndpoint } from '../../http/register-endpoint.ts';
import { listExpenses } from './repository.ts';
import { createExpense, deleteExpense, editExpense } from './service.ts';

/** Gastos operativos (admin only). Deleting keeps the row (soft delete) so past reports do not change silently. */
export const expensesModule = (app: FastifyInstance) => {
  registerEndpoint(app, contract.gastos, ({ db, query }) => listExpenses(db, query));
  registerEndpoint(app, contract.createGastos, ({ db, user, body: { data } }) =>
    createExpense(db, data, user.id),
  );
  registerEndpoint(app, contract.editGastos, ({ db, body: { data } }) => editExpense(db, data));
  registerEndpoint(app, contract.deleteGastos, ({ db, user, body: { data } }) =>
    deleteExpense(db, data.id, user.id),
  );
};
