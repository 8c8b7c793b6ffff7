import { randomBytes, randomInt } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import {
  type SimMallDetail,
  webpaySimInscriptions,
  webpaySimMallTransactions,
} from '../db/schema/autopay.ts';
import type { Db } from '../db/db-handle.ts';
import { newToken } from './repository.ts';
import type { CardOutcome } from './test-cards.ts';

export type SimInscription = typeof webpaySimInscriptions.$inferSelect;
export type SimMallTransaction = typeof webpaySimMallTransactions.$inferSelect;

export const insertInscription = async (
  db: Db,
  input: { commerceCode: string; username: string; email: string; responseUrl: string },
): Promise<SimInscription> => {
  const [row] = await db
    .insert(webpaySimInscriptions)
    .values({ ...input, token: newToken() })
    .returning();
  if (!row) throw new Error('insert returned no row');
  return row;
};

export const findInscription = async (
  db: Db,
  token: string,
): Promise<SimInscription | undefined> => {
  const [row] = await db
    .select()
    .from(webpaySimInscriptions)
    .where(eq(webpaySimInscriptions.token, token));
  return row;
};

export const findByTbkUser = async (
  db: Db,
  tbkUser: string,
): Promise<SimInscription | undefined> => {
  const [row] = await db
    .select()
    .from(webpaySimInscriptions)
    .where(eq(webpaySimInscriptions.tbkUser, tbkUser));
  return row;
};

const CARD_TYPES: Record<CardOutcome, string> = { approved: 'Visa', rejected: 'MasterCard' };

/**
 * The card form's answer. Both test cards enrol (the cardholder authenticated with their bank);
 * the rejecting card is remembered so every charge on it is declined, as a card without funds.
 * Only an INITIALIZED inscription moves, so a double submit changes nothing.
 */
export const answerInscription = async (
  db: Db,
  token: string,
  answer: { outcome: CardOutcome; cardNumber: string } | 'ABORTED' | 'TIMEOUT',
): Promise<SimInscription | undefined> => {
  const set =
    typeof answer === 'string'
      ? { status: answer, responseCode: answer === 'ABORTED' ? -96 : -98 }
      : {
          status: 'APPROVED',
          responseCode: 0,
          tbkUser: randomBytes(18).toString('hex'),
          cardType: CARD_TYPES[answer.outcome],
          cardNumber: answer.cardNumber.slice(-4),
          cardOutcome: answer.outcome,
        };
  const [row] = await db
    .update(webpaySimInscriptions)
    .set(set)
    .where(
      and(eq(webpaySimInscriptions.token, token), eq(webpaySimInscriptions.status, 'INITIALIZED')),
    )
    .returning();
  return row;
};

/** finish: only once, and only after the form was answered. */
export const finishInscription = async (
  db: Db,
  token: string,
): Promise<SimInscription | undefined> => {
  const [row] = await db
    .update(webpaySimInscriptions)
    .set({
      status: sql`case when ${webpaySimInscriptions.status} = 'APPROVED' then 'FINISHED' else 'FINISHED_REJECTED' end`,
    })
    .where(
      and(
        eq(webpaySimInscriptions.token, token),
        sql`${webpaySimInscriptions.status} in ('APPROVED', 'ABORTED', 'TIMEOUT')`,
      ),
    )
    .returning();
  return row;
};

export const deleteInscription = async (
  db: Db,
  tbkUser: string,
  username: string,
  commerceCode: string,
): Promise<boolean> => {
  const rows = await db
    .update(webpaySimInscriptions)
    .set({ deleted: true })
    .where(
      and(
        eq(webpaySimInscriptions.tbkUser, tbkUser),
        eq(webpaySimInscriptions.username, username),
        eq(webpaySimInscriptions.commerceCode, commerceCode),
        eq(webpaySimInscriptions.status, 'FINISHED'),
        eq(webpaySimInscriptions.deleted, false),
      ),
    )
    .returning({ token: webpaySimInscriptions.token });
  return rows.length > 0;
};

export const authorizationCode = (): string => String(randomInt(100000, 999999));

/** Inserts a mall transaction; undefined when the parent buy order was already used. */
export const insertMallTransaction = async (
  db: Db,
  row: {
    buyOrder: string;
    commerceCode: string;
    username: string;
    cardNumber: string;
    details: SimMallDetail[];
  },
): Promise<SimMallTransaction | undefined> => {
  const [inserted] = await db
    .insert(webpaySimMallTransactions)
    .values(row)
    .onConflictDoNothing()
    .returning();
  return inserted;
};

export const findMallTransaction = async (
  db: Db,
  buyOrder: string,
): Promise<SimMallTransaction | undefined> => {
  const [row] = await db
    .select()
    .from(webpaySimMallTransactions)
    .where(eq(webpaySimMallTransactions.buyOrder, buyOrder));
  return row;
};

/**
 * Refunds an amount of one child, under a row lock so two refunds never both spend the balance.
 * The whole amount of an AUTHORIZED child reverses it; anything else nullifies part or all of it.
 */
export const refundMallDetail = async (
  db: Db,
  buyOrder: string,
  commerceCode: string,
  childBuyOrder: string,
  amount: number,
): Promise<
  | { detail: SimMallDetail; type: 'REVERSED' | 'NULLIFIED' }
  | 'not_found'
  | 'invalid_status'
  | 'invalid_amount'
> =>
  db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(webpaySimMallTransactions)
      .where(eq(webpaySimMallTransactions.buyOrder, buyOrder))
      .for('update');
    const index =
      row?.details.findIndex(
        (d) => d.commerce_code === commerceCode && d.buy_order === childBuyOrder,
      ) ?? -1;
    const detail = row?.details[index];
    if (!row || !detail) return 'not_found';
    if (detail.status !== 'AUTHORIZED' && detail.status !== 'PARTIALLY_NULLIFIED')
      return 'invalid_status';
    if (amount > detail.balance) return 'invalid_amount';
    const balance = detail.balance - amount;
    const type = detail.status === 'AUTHORIZED' && balance === 0 ? 'REVERSED' : 'NULLIFIED';
    const status =
      type === 'REVERSED' ? 'REVERSED' : balance === 0 ? 'NULLIFIED' : 'PARTIALLY_NULLIFIED';
    const updated = { ...detail, balance, status };
    const details = row.details.map((d, i) => (i === index ? updated : d));
    await tx
      .update(webpaySimMallTransactions)
      .set({ details })
      .where(eq(webpaySimMallTransactions.buyOrder, buyOrder));
    return { detail: updated, type };
  });
