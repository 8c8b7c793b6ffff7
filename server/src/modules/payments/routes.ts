import {
  annulPayment as annulEndpoint,
  createNewPayments,
  getPayments,
  registerBulkManualPayments as bulkManualEndpoint,
} from '@academias/shared/contract/payments';
import type { FastifyInstance } from 'fastify';
import { assertOwnPeople } from '../../auth/scope.ts';
import { notFound } from '../../http/http-error.ts';
import { registerEndpoint } from '../../http/register-endpoint.ts';
import { annulPayment } from './annul-payment.ts';
import { registerBulkManualPayments } from './bulk-manual-payments.ts';
import { listPayments } from './list-payments.ts';
import { createManualPayment } from './manual-payment.ts';
import type { PaymentsContext } from './payments-context.ts';

const oneRow = { page: 1, pageSize: 1, order: 'asc' as const };

export const registerPaymentRoutes = (app: FastifyInstance, ctx: PaymentsContext) => {
  registerEndpoint(app, getPayments, ({ db, user, query }) => {
    assertOwnPeople(user, query.studentId, query.userId);
    return listPayments(db, user, query);
  });

  registerEndpoint(app, createNewPayments, async ({ body, user, db }) => {
    const id = await createManualPayment(ctx, user, body.data);
    const [payment] = (await listPayments(db, user, oneRow, id)).items;
    if (!payment) throw notFound('No se encontró el pago.');
    return payment;
  });

  registerEndpoint(app, bulkManualEndpoint, ({ body, user }) =>
    registerBulkManualPayments(ctx, user, body.data),
  );

  registerEndpoint(app, annulEndpoint, async ({ body, user, db }) => {
    await annulPayment(ctx, user, body.id, body.reason);
    const [payment] = (await listPayments(db, user, oneRow, body.id)).items;
    if (!payment) throw notFound('No se encontró el pago.');
    return payment;
  });
};
