import type { Expense } from '@academias/shared/contract/expenses';
import type { contract, EndpointQuery } from '@academias/shared/contract';
import { and, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import { type Db, selectRows, type Tx } from '../../db/db-handle.ts';
import { academies, expenses } from '../../db/schema/index.ts';
import { iso, likePattern, orderBy, pagingOf, takePage, whereAll } from '../../db/list-helpers.ts';

type ExpensesQuery = EndpointQuery<typeof contract.gastos>;

interface ExpenseRow extends Omit<Expense, 'createdAt'> {
  createdAt: Date | string;
}

const expenseSelect = sql`select x.id, x.academy_id as "academyId", a.name as "academyName", x.category, x.description,
  x.amount, x.date::text as date, x.created_at as "createdAt"
  from expenses x left join academies a on a.id = x.academy_id`;

const toExpense = (row: ExpenseRow): Expense => ({ ...row, createdAt: iso(row.createdAt) ?? '' });

const sortColumns = {
  date: [sql`x.date`, sql`x.id`],
  amount: [sql`x.amount`, sql`x.id`],
  category: [sql`x.category`, sql`x.id`],
};

export const listExpenses = async (db: Db, query: ExpensesQuery) => {
  const { limit, offset } = pagingOf(query);
  const where = whereAll([
    sql`x.deleted_at is null`,
    query.academyId && sql`x.academy_id = ${query.academyId}`,
    query.from && sql`x.date >= ${query.from}`,
    query.to && sql`x.date <= ${query.to}`,
    query.search &&
      sql`(x.description ilike ${likePattern(query.search)} or x.category ilike ${likePattern(query.search)})`,
  ]);
  const found = await selectRows<ExpenseRow>(
    db,
    sql`${expenseSelect} ${where} order by ${orderBy(sortColumns[query.sort ?? 'date'], query.order)} limit ${limit + 1} offset ${offset}`,
  );
  const [totals] = await selectRows<{ n: number; amount: number }>(
    db,
    sql`select count(*)::int as n, coalesce(sum(x.amount), 0)::bigint::float8 as amount from expenses x ${where}`,
  );
  return {
    items: takePage(found, limit).items.map(toExpense),
    total: totals?.n ?? 0,
    totalAmount: Number(totals?.amount ?? 0),
    page: query.page,
    pageSize: limit,
  };
};

export const findExpense = async (db: Db | Tx, id: number): Promise<Expense | undefined> => {
  const [row] = await selectRows<ExpenseRow>(
    db,
    sql`${expenseSelect} where x.id = ${id} and x.deleted_at is null`,
  );
  return row ? toExpense(row) : undefined;
};

type ExpenseFields = Omit<Expense, 'id' | 'academyName' | 'createdAt'>;

export const academyExists = async (db: Db, academyId: number): Promise<boolean> => {
  const [found] = await db
    .select({ id: academies.id })
    .from(academies)
    .where(eq(academies.id, academyId));
  return Boolean(found);
};

export const insertExpense = async (
  db: Db,
  fields: ExpenseFields,
  createdBy: number,
): Promise<number> => {
  const [created] = await db
    .insert(expenses)
    .values({ ...fields, createdBy })
    .returning({ id: expenses.id });
  if (!created) throw new Error('insert sin fila');
  return created.id;
};

export const updateExpense = async (db: Db, id: number, fields: ExpenseFields): Promise<void> => {
  await db
    .update(expenses)
    .set(fields)
    .where(and(eq(expenses.id, id), isNull(expenses.deletedAt)));
};

/** Soft delete, so past reports do not change silently; false when there was nothing to delete. */
export const softDeleteExpense = async (db: Db, id: number): Promise<boolean> => {
  const removed = await db
    .update(expenses)
    .set({ deletedAt: new Date() })
    .where(and(eq(expenses.id, id), isNull(expenses.deletedAt)))
    .returning({ id: expenses.id });
  return removed.length > 0;
};

/** Undoes a soft delete ("Deshacer"); false when the expense is not deleted (or does not exist). */
export const restoreExpense = async (db: Db, id: number): Promise<boolean> => {
  const restored = await db
    .update(expenses)
    .set({ deletedAt: null })
    .where(and(eq(expenses.id, id), isNotNull(expenses.deletedAt)))
    .returning({ id: expenses.id });
  return restored.length > 0;
};
