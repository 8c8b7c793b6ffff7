import { randomBytes, randomInt } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { webpaySimTransactions } from '../db/schema/payments.ts';
import type { Db } from '../db/db-handle.ts';
import type { CardOutcome } from './test-cards.ts';

export type SimTransaction = typeof webpaySimTransactions.$inferSelect;

export const newToken = (): string => randomBytes(32).toString('hex');

export const insertTransaction = async (
  db: Db,
  input: {
    commerceCode: string;
    buyOrder: string;
    sessionId: string;
    amount: number;
    returnUrl: string;
  },
): Promise<SimTransaction> => {
  const [row] = await db
    .insert(webpaySimTransactions)
    .values({ ...input, token: newToken(), balance: input.amount })
    .returning();
  if (!row) throw new Error('insert returned no row');
  return row;
};

export const findTransaction = async (
  db: Db,
  token: string,
): Promise<SimTransaction | undefined> => {
  const [row] = await db
    .select()
    .from(webpaySimTransactions)
    .where(eq(webpaySimTransactions.token, token));
  return row;
};

/** The card form's answer; only an INITIALIZED transaction moves, so a double submit changes nothing. */
export const payTransaction = async (
  db: Db,
  token: string,
  outcome: CardOutcome,
  cardNumber: string,
  installments: number,
): Promise<SimTransaction | undefined> => {
  const approved = outcome === 'approved';
  const [row] = await db
    .update(webpaySimTransactions)
    .set({
      status: approved ? 'AUTHORIZED' : 'FAILED',
      cardNumber: cardNumber.slice(-4),
      responseCode: approved ? 0 : -1,
      vci: approved ? 'TSY' : 'TSN',
      authorizationCode: approved ? String(randomInt(100000, 999999)) : '000000',
      paymentTypeCode: installments > 1 ? 'NC' : 'VN',
      installmentsNumber: installments > 1 ? installments : 0,
      paidAt: new Date(),
    })
    .where(
      and(eq(webpaySimTransactions.token, token), eq(webpaySimTransactions.status, 'INITIALIZED')),
    )
    .returning();
  return row;
};

export const endTransaction = async (
  db: Db,
  token: string,
  status: 'ABORTED' | 'TIMEOUT',
): Promise<SimTransaction | undefined> => {
  const [row] = await db
    .update(webpaySimTransactions)
    .set({ status })
    .where(
      and(eq(webpaySimTransactions.token, token), eq(webpaySimTransactions.status, 'INITIALIZED')),
    )
    .returning();
  return row;
};

/** Compare-and-set: only one commit of a paid, uncommitted token ever succeeds. */
export const commitTransaction = async (
  db: Db,
  token: string,
): Promise<SimTransaction | undefined> => {
  const [row] = await db
    .update(webpaySimTransactions)
    .set({ committed: true })
    .where(
      and(
        eq(webpaySimTransactions.token, token),
        eq(webpaySimTransactions.committed, false),
        sql`${webpaySimTransactions.status} in ('AUTHORIZED', 'FAILED')`,
      ),
    )
    .returning();
  return row;
};

/** Refunds an amount of an authorized, committed transaction atomically against its balance. */
export const refundTransaction = async (
  db: Db,
  token: string,
  amount: number,
): Promise<SimTransaction | undefined> => {
  const [row] = await db
    .update(webpaySimTransactions)
    .set({
      balance: sql`${webpaySimTransactions.balance} - ${amount}`,
      status: sql`case when ${webpaySimTransactions.balance} - ${amount} = 0 then
        (case when ${webpaySimTransactions.status} = 'AUTHORIZED' then 'REVERSED' else 'NULLIFIED' end)
        else 'PARTIALLY_NULLIFIED' end`,
    })
    .where(
      and(
        eq(webpaySimTransactions.token, token),
        eq(webpaySimTransactions.committed, true),
        sql`${webpaySimTransactions.status} in ('AUTHORIZED', 'PARTIALLY_NULLIFIED')`,
        sql`${webpaySimTransactions.balance} >= ${amount}`,
      ),
    )
    .returning();
  return row;
};
