import { contract } from '@academias/shared/contract';
import type { FastifyInstance } from 'fastify';
import { registerEndpoint } from '../../http/register-endpoint.ts';
import { endDiscount, enrolmentDiscounts, saveDiscount } from './service.ts';

/** Discounts and scholarships per enrolment (admin only; docs/money.md). */
export const discountsModule = (app: FastifyInstance) => {
  registerEndpoint(app, contract.getEnrolmentDiscounts, ({ db, body }) =>
    enrolmentDiscounts(db, body.enrolmentId),
  );
  registerEndpoint(app, contract.saveEnrolmentDiscount, ({ db, user, body: { data } }) =>
    saveDiscount(db, user.id, data),
  );
  registerEndpoint(app, contract.endEnrolmentDiscount, ({ db, user, body: { data } }) =>
    endDiscount(db, user.id, data.id, data.validUntil),
  );
};
