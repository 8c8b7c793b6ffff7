import { contract } from '@academias/shared/contract';
import type { FastifyInstance } from 'fastify';
import { registerEndpoint } from '../../http/register-endpoint.ts';
import { adjustmentsOfCharge } from './repository.ts';
import { correctCharge, saveLateFee, waiveLateFee } from './service.ts';

/** Corrections of charges with a reason, their history, late fee settings and waivers (admin). */
export const chargeAdjustmentsModule = (app: FastifyInstance) => {
  registerEndpoint(app, contract.getChargeAdjustments, ({ db, body }) =>
    adjustmentsOfCharge(db, body.chargeId),
  );
  registerEndpoint(app, contract.correctCharge, ({ db, user, body: { data } }) =>
    correctCharge(db, user.id, data),
  );
  registerEndpoint(app, contract.waiveLateFee, ({ db, user, body: { data } }) =>
    waiveLateFee(db, user.id, data),
  );
  registerEndpoint(app, contract.saveAcademyLateFee, ({ db, user, body: { data } }) =>
    saveLateFee(db, user.id, data),
  );
};
