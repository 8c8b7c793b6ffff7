import { contract } from '@academias/shared/contract';
import type { FastifyInstance } from 'fastify';
import { registerEndpoint } from '../../http/register-endpoint.ts';
import { deleteSiblingDiscount, saveSiblingDiscount, siblingDiscounts } from './service.ts';

/** The sibling rule per academy, dated (admin only; docs/money.md). */
export const siblingDiscountsModule = (app: FastifyInstance) => {
  registerEndpoint(app, contract.getAcademySiblingDiscounts, ({ db }) => siblingDiscounts(db));
  registerEndpoint(app, contract.saveAcademySiblingDiscount, ({ db, user, body: { data } }) =>
    saveSiblingDiscount(db, user.id, data),
  );
  registerEndpoint(app, contract.deleteAcademySiblingDiscount, ({ db, user, body: { data } }) =>
    deleteSiblingDiscount(db, user.id, data.id),
  );
};
