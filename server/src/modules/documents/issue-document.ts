import { eq, sql } from 'drizzle-orm';
import { charges } from '../../db/schema/charges.ts';
import {
  documents,
  paymentItems,
  type DocumentItem,
  type DocumentType,
} from '../../db/schema/payments.ts';
import { plans } from '../../db/schema/plans.ts';
import { siiPendingDocuments } from '../../db/schema/sii.ts';
import { users } from '../../db/schema/users.ts';
import type { Db } from '../../db/db-handle.ts';
import { localDteProvider, type DteProvider } from './dte-provider.ts';
import { loadIssuer } from './issuer.ts';

export type DocumentRow = typeof documents.$inferSelect;

/**
 * The boleta type of a payment from its charges' plans (a plan without its own type follows the
 * academy's): any afecta line makes it a boleta afecta (39) whose exempt lines are marked
 * exempt; otherwise a boleta exenta (41).
 */
export const documentLines = (
  rows: {
    chargeId: number;
    description: string;
    period: string;
    isOneOff: boolean;
    amount: number;
    planType: number | null;
  }[],
  academyType: DocumentType,
): { type: DocumentType; items: DocumentItem[] } => {
  const lineType = (planType: number | null): DocumentType =>
    planType === 39 || planType === 41 ? planType : academyType;
  const type: DocumentType = rows.some((r) => lineType(r.planType) === 39) ? 39 : 41;
  const items = rows.map((r) => ({
    chargeId: r.chargeId,
    description: r.description,
    period: r.isOneOff ? null : r.period,
    amount: r.amount,
    ...(type === 39 && lineType(r.planType) === 41 ? { exempt: true } : {}),
  }));
  return { type, items };
};

/**
 * The boleta of an approved payment, issued once. Call inside the transaction that approves the
 * payment: the payment row is locked first, so two callers never both issue, and the folio is
 * taken in the same transaction.
 */
export const issueDocumentForPayment = async (
  tx: Db,
  paymentId: number,
  provider: DteProvider = localDteProvider,
): Promise<DocumentRow | null> => {
  const locked = (await tx.execute(
    sql`select id, state, user_id, amount from payments where id = ${paymentId} for update`,
  )) as unknown as { rows: { id: number; state: string; user_id: number; amount: number }[] };
  const payment = locked.rows[0];
  if (!payment) throw new Error(`payment ${paymentId} not found`);
  if (payment.state !== 'autorizada')
    throw new Error(`payment ${paymentId} is ${payment.state}, not autorizada`);

  const [existing] = await tx.select().from(documents).where(eq(documents.paymentId, paymentId));
  if (existing) return existing;

  const itemRows = await tx
    .select({
      chargeId: paymentItems.chargeId,
      amount: paymentItems.amount,
      description: charges.description,
      period: charges.period,
      isOneOff: charges.isOneOff,
      planType: plans.documentType,
    })
    .from(paymentItems)
    .innerJoin(charges, eq(charges.id, paymentItems.chargeId))
    .leftJoin(plans, eq(plans.id, charges.planId))
    .where(eq(paymentItems.paymentId, paymentId))
    .orderBy(paymentItems.id);
  const { issuer, type: academyType } = await loadIssuer(tx);
  const { type, items } = documentLines(itemRows, academyType);
  const total = items.reduce((sum, item) => sum + item.amount, 0);
  if (total !== Number(payment.amount))
    throw new Error(`payment ${paymentId} items do not add up to its amount`);

  const [receiverRow] = await tx
    .select({
      firstName: users.firstName,
      lastName: users.lastName,
      rut: users.rut,
      address: users.address,
    })
    .from(users)
    .where(eq(users.id, Number(payment.user_id)));
  const receiver = {
    name:
      `${receiverRow?.firstName ?? ''} ${receiverRow?.lastName ?? ''}`.trim() || 'Consumidor final',
    rut: receiverRow?.rut ?? '66666666-6',
    address: receiverRow?.address ?? undefined,
  };
  const numbering = await provider.issue(tx, { type, issuer, receiver, items, total }, paymentId);
  if ('pending' in numbering) {
    // Out of folios: the payment keeps its approval; the boleta is issued when a CAF arrives.
    await tx
      .insert(siiPendingDocuments)
      .values({ paymentId, type, message: numbering.pending })
      .onConflictDoNothing();
    return null;
  }
  const [inserted] = await tx
    .insert(documents)
    .values({
      paymentId,
      type,
      folio: numbering.folio,
      issuer,
      receiver,
      items,
      total,
      provider: numbering.provider ?? provider.name,
      providerTrackId: numbering.trackId,
    })
    .returning();
  if (!inserted) throw new Error('document insert returned no row');
  await numbering.record?.(tx, inserted.id);
  return inserted;
};

/**
 * Marks a payment's boleta anulada (kept, never deleted), in the annulment's transaction, and
 * lets the provider cancel it at the tax service (a nota de crédito). A payment still waiting
 * for folios simply stops waiting.
 */
export const annulDocumentOfPayment = async (
  tx: Db,
  paymentId: number,
  provider?: DteProvider,
  reason = 'Pago anulado',
): Promise<void> => {
  const [annulled] = await tx
    .update(documents)
    .set({ state: 'anulada' })
    .where(eq(documents.paymentId, paymentId))
    .returning({ id: documents.id });
  if (annulled) await provider?.annul?.(tx, annulled.id, reason);
  else await tx.delete(siiPendingDocuments).where(eq(siiPendingDocuments.paymentId, paymentId));
};
