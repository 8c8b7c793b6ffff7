import type { CurrentUser } from '../../auth/current-user.ts';
import type { Db } from '../../db/db-handle.ts';
import { badRequest, conflict, forbidden, notFound, unauthorized } from '../../http/http-error.ts';
import { findPayment, findPaymentByToken, type PaymentRow } from '../payments/payment-rows.ts';
import type { PaymentsContext } from '../payments/payments-context.ts';
import { loadDocumentStamp } from '../sii-documents/document-stamp.ts';
import { renderBoletaPdf } from './boleta-pdf.ts';
import { issueDocumentForPayment } from './issue-document.ts';
import { listDocuments } from './list-documents.ts';
import { NO_FOLIOS_MESSAGE } from './no-folios.ts';
import { documentReceiverName, findDocument } from './repository.ts';

const firstPage = { page: 1, pageSize: 1, order: 'asc' as const };

/** Payments a caller may act on: an admin by id; anyone else only with that payment's token_ws. */
const paymentFor = async (
  ctx: PaymentsContext,
  user: CurrentUser | null,
  data: { paymentId?: number | undefined; token_ws?: string | undefined },
): Promise<PaymentRow> => {
  if (data.token_ws) {
    const payment = await findPaymentByToken(ctx.db, data.token_ws);
    if (!payment || (data.paymentId !== undefined && payment.id !== data.paymentId))
      throw notFound('No se encontró el pago.');
    return payment;
  }
  if (!user) throw unauthorized();
  if (user.role !== 'admin') throw forbidden();
  const payment = await findPayment(ctx.db, data.paymentId!);
  if (!payment) throw notFound('No se encontró el pago.');
  return payment;
};

/** Issues (or answers the already issued) boleta of an approved payment. */
export const generateDocumentFor = async (
  ctx: PaymentsContext,
  user: CurrentUser | null,
  data: { paymentId?: number | undefined; token_ws?: string | undefined },
) => {
  const payment = await paymentFor(ctx, user, data);
  if (payment.state !== 'autorizada')
    throw conflict('El pago no está aprobado: no se emite boleta.');
  const document = await ctx.db.transaction((tx) =>
    issueDocumentForPayment(tx, payment.id, ctx.dte),
  );
  if (!document) throw conflict(NO_FOLIOS_MESSAGE);
  const receiverName = await documentReceiverName(ctx.db, document.id);
  return {
    id: document.id,
    paymentId: document.paymentId,
    type: document.type,
    folio: document.folio,
    state: document.state,
    issuedAt: document.issuedAt.toISOString(),
    receiverName: receiverName ?? document.receiver.name,
    receiverRut: document.receiver.rut,
    total: document.total,
    method: payment.method,
  };
};

/**
 * A boleta's PDF (or its nota de crédito's, `creditNote`): with the payment's token_ws, or for a
 * signed-in caller who may see the boleta; anything else is "not found".
 */
export const boletaPdf = async (
  db: Db,
  user: CurrentUser | null,
  query: {
    documentId?: number | undefined;
    token?: string | undefined;
    creditNote?: string | undefined;
  },
): Promise<{ filename: string; body: Buffer }> => {
  if (!query.documentId)
    throw badRequest('documentId: indica la boleta (o report para un informe)', 'documentId');
  const document = await findDocument(db, query.documentId);
  if (!document) throw notFound('No se encontró la boleta.');
  if (query.token) {
    const payment = await findPaymentByToken(db, query.token);
    if (!payment || payment.id !== document.paymentId) throw notFound('No se encontró la boleta.');
  } else {
    if (!user) throw unauthorized();
    const visible = await listDocuments(db, user, { ...firstPage }, document.id);
    if (visible.items.length === 0) throw notFound('No se encontró la boleta.');
  }
  if (query.creditNote === 'true') {
    const note = await loadDocumentStamp(db, document.id, 61);
    if (!note) throw notFound('Esta boleta no tiene nota de crédito.');
    return {
      filename: `nota-credito-61-${note.folio}.pdf`,
      body: await renderBoletaPdf(document, note, note),
    };
  }
  const body = await renderBoletaPdf(
    document,
    await loadDocumentStamp(db, document.id, document.type),
  );
  return { filename: `boleta-${document.type}-${document.folio}.pdf`, body };
};
