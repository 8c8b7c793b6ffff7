import {
  generateDocument,
  generatePdf,
  getPaymentSlips,
} from '@academias/shared/contract/documents';
import type { FastifyInstance } from 'fastify';
import { assertOwnPeople } from '../../auth/scope.ts';
import { unauthorized } from '../../http/http-error.ts';
import { registerEndpoint } from '../../http/register-endpoint.ts';
import type { PaymentsContext } from '../payments/payments-context.ts';
import { listDocuments } from './list-documents.ts';
import { renderReport } from './report-pdf-bridge.ts';
import { boletaPdf, generateDocumentFor } from './service.ts';

export const registerDocumentRoutes = (app: FastifyInstance, ctx: PaymentsContext) => {
  registerEndpoint(app, getPaymentSlips, ({ db, user, query }) => {
    assertOwnPeople(user, query.studentId, query.userId);
    return listDocuments(db, user, query);
  });

  registerEndpoint(app, generateDocument, ({ body, user }) =>
    generateDocumentFor(ctx, user, body.data),
  );

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
    const pdf = await boletaPdf(db, user, query);
    return reply
      .type('application/pdf')
      .header('cache-control', 'private, no-store')
      .header('content-disposition', `inline; filename="${pdf.filename}"`)
      .send(pdf.body);
  });
};
