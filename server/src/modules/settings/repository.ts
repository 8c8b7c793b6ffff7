import { desc, eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/db-handle.ts';
import { issuerSettings, transbankCommissions } from '../../db/schema/index.ts';

export type CommissionRow = typeof transbankCommissions.$inferSelect;
type IssuerValues = Omit<typeof issuerSettings.$inferInsert, 'id' | 'updatedAt'>;

export const listCommissions = (db: Db) =>
  db.select().from(transbankCommissions).orderBy(desc(transbankCommissions.validFrom));

export const findCommissionFrom = async (tx: Db | Tx, validFrom: string) => {
  const [row] = await tx
    .select()
    .from(transbankCommissions)
    .where(eq(transbankCommissions.validFrom, validFrom));
  return row;
};

/** The commission from `validFrom` on: a new entry, or the one of that month replaced. */
export const upsertCommission = async (
  tx: Db | Tx,
  values: { percent: number; fixedAmount: number; validFrom: string; createdBy: number },
): Promise<CommissionRow> => {
  const { validFrom: _validFrom, ...replaced } = values;
  const [saved] = await tx
    .insert(transbankCommissions)
    .values(values)
    .onConflictDoUpdate({
      target: transbankCommissions.validFrom,
      set: { ...replaced, createdAt: sql`now()` },
    })
    .returning();
  if (!saved) throw new Error('upsert sin fila');
  return saved;
};

/** The commission, locked until the transaction ends. */
export const lockCommission = async (tx: Tx, id: number) => {
  const [entry] = await tx
    .select()
    .from(transbankCommissions)
    .where(eq(transbankCommissions.id, id))
    .for('update');
  return entry;
};

export const deleteCommission = async (tx: Db | Tx, id: number) => {
  await tx.delete(transbankCommissions).where(eq(transbankCommissions.id, id));
};

export const findIssuer = async (db: Db | Tx) => {
  const [row] = await db.select().from(issuerSettings).where(eq(issuerSettings.id, 1));
  return row;
};

export const saveIssuer = async (tx: Db | Tx, values: IssuerValues) => {
  const [after] = await tx
    .insert(issuerSettings)
    .values({ id: 1, ...values })
    .onConflictDoUpdate({ target: issuerSettings.id, set: { ...values, updatedAt: new Date() } })
    .returning();
  return after;
};
