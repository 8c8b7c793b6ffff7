import { eq } from 'drizzle-orm';
import { documents } from '../../db/schema/payments.ts';
import { siiPendingDocuments } from '../../db/schema/sii.ts';
import type { DteProvider } from '../documents/dte-provider.ts';
import { issueDocumentForPayment } from '../documents/issue-document.ts';
import type { Db } from '../../db/db-handle.ts';

/**
 * Issues what waited for folios, oldest first, each in its own transaction (the row is removed
 * in it; if folios run out again it is put back). A payment annulled meanwhile needs no boleta.
 */
export const issuePendingDocuments = async (db: Db, provider: DteProvider): Promise<number> => {
  const waiting = await db
    .select()
    .from(siiPendingDocuments)
    .orderBy(siiPendingDocuments.createdAt, siiPendingDocuments.paymentId);
  let issued = 0;
  for (const row of waiting) {
    await db.transaction(async (tx) => {
      const [still] = await tx
        .delete(siiPendingDocuments)
        .where(eq(siiPendingDocuments.paymentId, row.paymentId))
        .returning();
      if (!still) return;
      if (row.type === 61) {
        const [document] = await tx
          .select({ id: documents.id })
          .from(documents)
          .where(eq(documents.paymentId, row.paymentId));
        if (document) await provider.annul?.(tx, document.id, 'Pago anulado');
        issued += 1;
        return;
      }
      const payment = (await tx.execute(
        `select state from payments where id = ${Number(row.paymentId)}`,
      )) as unknown as { rows: { state: string }[] };
      if (payment.rows[0]?.state !== 'autorizada') return;
      if (await issueDocumentForPayment(tx, row.paymentId, provider)) issued += 1;
    });
  }
  return issued;
};
