import type { contract, EndpointBody } from '@academias/shared/contract';
import type { Expense } from '@academias/shared/contract/expenses';
import { writeAudit } from '../../db/audit.ts';
import type { Db } from '../../db/db-handle.ts';
import { badRequest, notFound } from '../../http/http-error.ts';
import {
  academyExists,
  findExpense,
  insertExpense,
  softDeleteExpense,
  updateExpense,
} from './repository.ts';

type NewExpense = EndpointBody<typeof contract.createGastos>['data'];
type EditedExpense = EndpointBody<typeof contract.editGastos>['data'];

const NOT_FOUND = 'No se encontró el gasto.';

const checkAcademy = async (db: Db, academyId: number | null) => {
  if (academyId !== null && !(await academyExists(db, academyId)))
    throw badRequest('El campo data.academyId no corresponde a una academia.', 'data.academyId');
};

const mustFind = async (db: Db, id: number): Promise<Expense> => {
  const expense = await findExpense(db, id);
  if (!expense) throw notFound(NOT_FOUND);
  return expense;
};

export const createExpense = async (db: Db, data: NewExpense, userId: number) => {
  await checkAcademy(db, data.academyId);
  return mustFind(db, await insertExpense(db, data, userId));
};

export const editExpense = async (db: Db, data: EditedExpense) => {
  await mustFind(db, data.id);
  await checkAcademy(db, data.academyId);
  const { id, ...fields } = data;
  await updateExpense(db, id, fields);
  return mustFind(db, id);
};

/** Soft delete, kept in the audit with what was deleted, so "Deshacer" (modules/restore) brings it back. */
export const deleteExpense = async (db: Db, id: number, userId: number) => {
  const before = await mustFind(db, id);
  await db.transaction(async (tx) => {
    if (!(await softDeleteExpense(tx, id))) throw notFound(NOT_FOUND);
    await writeAudit(tx, { userId, entity: 'gasto', entityId: id, action: 'eliminar', before });
  });
  return { ok: true as const, message: 'Gasto eliminado.' };
};
