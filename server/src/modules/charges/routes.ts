import { contract } from '@academias/shared/contract';
import type { FastifyInstance } from 'fastify';
import { assertOwnPeople } from '../../auth/scope.ts';
import { registerEndpoint } from '../../http/register-endpoint.ts';
import { registerChargeJob } from './charge-job.ts';
import { generateCharges } from './generate-charges.ts';
import { previewCharges } from './preview-charges.ts';
import { listCharges } from './repository.ts';
import { chargesOfStudentPlan } from './service.ts';

export const chargesModule = (app: FastifyInstance) => {
  registerEndpoint(app, contract.getCharges, ({ db, user, query }) => {
    assertOwnPeople(user, query.studentId);
    return listCharges(db, user, query);
  });

  registerEndpoint(app, contract.getChargesById, ({ db, user, body }) =>
    chargesOfStudentPlan(db, user, body.studentId, body.planId),
  );

  registerEndpoint(app, contract.previewCharges, ({ db, body }) => previewCharges(db, body.period));

  registerEndpoint(app, contract.generateCharges, ({ db, user, body }) =>
    generateCharges(db, body.period, user.id),
  );

  registerChargeJob(app);
};
