import { contract } from '@academias/shared/contract';
import { and, eq, isNull } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.ts';
import { academies, expenses } from '../../db/schema/index.ts';
import { badRequest, notFound } from '../../http/http-error.ts';
import { registerEndpoint } from '../../http/register-endpoint.ts';
import { findExpense, listExpenses } from './repository.ts';

const NOT_FOUND = 'No se encontró el gasto.';

const checkAcademy = async (db: Db, academyId: number | null) => {
  if (academyId === null) return;
  const [found] = await db
    .select({ id: academies.id })
    .from(academies)
    .where(eq(academies.id, academyId));
  if (!found)
    throw badRequest('El campo data.academyId no corresponde a una academia.', 'data.academyId');
};

const mustFind = async (db: Db, id: number) => {
  const expense = await findExpense(db, id);
  if (!expense) throw notFound(NOT_FOUND);
  return expense;
};

/** Gastos operativos (admin only). Deleting keeps the row (soft delete) so past reports do not change silently. */
export const expensesModule = (app: FastifyInstance) => {
  registerEndpoint(app, contract.gastos, ({ db, query }) => listExpenses(db, query));

  registerEndpoint(app, contract.createGastos, async ({ db, user, body: { data } }) => {
    await checkAcademy(db, data.academyId);
    const [created] = await db
      .insert(expenses)
      .values({ ...data, createdBy: user.id })
      .returning({ id: expenses.id });
    if (!created) throw new Error('insert sin fila');
    return mustFind(db, created.id);
  });

  registerEndpoint(app, contract.editGastos, async ({ db, body: { data } }) => {
    await mustFind(db, data.id);
    await checkAcademy(db, data.academyId);
    const { id, ...fields } = data;
    await db
      .update(expenses)
      .set(fields)
      .where(and(eq(expenses.id, id), isNull(expenses.deletedAt)));
    return mustFind(db, id);
  });

  registerEndpoint(app, contract.deleteGastos, async ({ db, body: { data } }) => {
    const removed = await db
      .update(expenses)
      .set({ deletedAt: new Date() })
      .where(and(eq(expenses.id, data.id), isNull(expenses.deletedAt)))
      .returning({ id: expenses.id });
    if (removed.length === 0) throw notFound(NOT_FOUND);
    return { ok: true as const, message: 'Gasto eliminado.' };
  });
};
