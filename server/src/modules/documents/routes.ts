import {
  generateDocument,
  generatePdf,
  getPaymentSlips,
} from '@academias/shared/contract/documents';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { CurrentUser } from '../../auth/current-user.ts';
import { assertOwnPeople } from '../../auth/scope.ts';
import { documents } from '../../db/schema/payments.ts';
import { badRequest, conflict, forbidden, notFound, unauthorized } from '../../http/http-error.ts';
import { registerEndpoint } from '../../http/register-endpoint.ts';
import { findPayment, findPaymentByToken, type PaymentRow } from '../payments/payment-rows.ts';
import type { PaymentsContext } from '../payments/payments-context.ts';
import { loadDocumentStamp } from '../sii-documents/document-stamp.ts';
import { renderBoletaPdf } from './boleta-pdf.ts';
import { issueDocumentForPayment } from './issue-document.ts';
import { NO_FOLIOS_MESSAGE } from './no-folios.ts';
import { listDocuments } from './list-documents.ts';
import { renderReport } from './report-pdf-bridge.ts';

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

export const registerDocumentRoutes = (app: FastifyInstance, ctx: PaymentsContext) => {
  registerEndpoint(app, getPaymentSlips, ({ db, user, query }) => {
    assertOwnPeople(user, query.studentId, query.userId);
    return listDocuments(db, user, query);
  });

  registerEndpoint(app, generateDocument, async ({ body, user }) => {
    const payment = await paymentFor(ctx, user, body.data);
    if (payment.state !== 'autorizada')
      throw conflict('El pago no está aprobado: no se emite boleta.');
    const document = await ctx.db.transaction((tx) =>
      issueDocumentForPayment(tx, payment.id, ctx.dte),
    );
    if (!document) throw conflict(NO_FOLIOS_MESSAGE);
    const [row] = await ctx.db
      .select({ receiver: documents.receiver })
      .from(documents)
      .where(eq(documents.id, document.id));
    return {
      id: document.id,
      paymentId: document.paymentId,
      type: document.type,
      folio: document.folio,
      state: document.state,
      issuedAt: document.issuedAt.toISOString(),
      receiverName: row?.receiver.name ?? document.receiver.name,
      receiverRut: document.receiver.rut,
      total: document.total,
      method: payment.method,
    };
  });

  registerEndpoint(app, generatePdf, async ({ query, user, db, reply }) => {
    if (query.report) {
      if (!user) throw unauthorized();
      const { report, ...rest } = query;
      const pdf = await renderReport(db, user, report, rest);
      return reply
        .type('application/pdf')
        .header('content-disposition', `inline; filename="${pdf.filename}"`)
        .send(Buffer.from(pdf.body));
    }
    if (!query.documentId)
      throw badRequest('documentId: indica la boleta (o report para un informe)', 'documentId');
    const [document] = await db.select().from(documents).where(eq(documents.id, query.documentId));
    if (!document) throw notFound('No se encontró la boleta.');
    if (query.token) {
      const payment = await findPaymentByToken(db, query.token);
      if (!payment || payment.id !== document.paymentId)
        throw notFound('No se encontró la boleta.');
    } else {
      if (!user) throw unauthorized();
      const visible = await listDocuments(db, user, { ...firstPage }, document.id);
      if (visible.items.length === 0) throw notFound('No se encontró la boleta.');
    }
    if (query.creditNote === 'true') {
      const note = await loadDocumentStamp(db, document.id, 61);
      if (!note) throw notFound('Esta boleta no tiene nota de crédito.');
      return reply
        .type('application/pdf')
        .header('cache-control', 'private, no-store')
        .header('content-disposition', `inline; filename="nota-credito-61-${note.folio}.pdf"`)
        .send(await renderBoletaPdf(document, note, note));
    }
    const pdf = await renderBoletaPdf(
      document,
      await loadDocumentStamp(db, document.id, document.type),
    );
    return reply
      .type('application/pdf')
      .header('cache-control', 'private, no-store')
      .header(
        'content-disposition',
        `inline; filename="boleta-${document.type}-${document.folio}.pdf"`,
      )
      .send(pdf);
  });
};
