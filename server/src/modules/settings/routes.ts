import { contract } from '@academias/shared/contract';
import type { FastifyInstance } from 'fastify';
import { registerEndpoint } from '../../http/register-endpoint.ts';
import {
  commissionHistory,
  readIssuer,
  removeCommission,
  saveCommission,
  updateIssuer,
} from './service.ts';

/** Parámetros avanzados: Transbank commission history and issuer data (admin only, audited). */
export const settingsModule = (app: FastifyInstance) => {
  registerEndpoint(app, contract.getTransbankCommission, ({ db }) => commissionHistory(db));
  registerEndpoint(app, contract.updateTransbankCommission, ({ db, user, body: { data } }) =>
    saveCommission(db, user.id, data),
  );
  registerEndpoint(app, contract.deleteTransbankCommission, ({ db, user, body: { data } }) =>
    removeCommission(db, user.id, data.id),
  );
  registerEndpoint(app, contract.getIssuerSettings, ({ db }) => readIssuer(db));
  registerEndpoint(app, contract.updateIssuerSettings, ({ db, user, body: { data } }) =>
    updateIssuer(db, user.id, data),
  );
};
