import { contract } from '@academias/shared/contract';
import type { FastifyInstance } from 'fastify';
import { registerEndpoint } from '../../http/register-endpoint.ts';
import { closeMonth, listMonthClosings, monthCloseOf } from './service.ts';

/** Cerrar mes (admin): the state of a month, the closed months, and closing one. */
export const closingsModule = (app: FastifyInstance) => {
  registerEndpoint(app, contract.getMonthClose, ({ db, query }) => monthCloseOf(db, query.period));
  registerEndpoint(app, contract.getMonthClosings, ({ db }) => listMonthClosings(db));
  registerEndpoint(app, contract.closeMonth, ({ db, user, body: { data } }) =>
    closeMonth(db, user.id, data.period),
  );
};
