import { contract } from '@academias/shared/contract';
import type { FastifyInstance } from 'fastify';
import { registerEndpoint } from '../../http/register-endpoint.ts';
import { listBillingRules, saveBillingRule } from './billing-rules.ts';
import { deleteFixedCost, updateFixedCost } from './fixed-costs.ts';
import { listAcademies } from './repository.ts';
import {
  academyDetail,
  createAcademy,
  createFixedCost,
  deleteAcademy,
  deletePercent,
  editAcademy,
  editAcademyByTeacher,
  savePercent,
} from './service.ts';

export const academiesModule = (app: FastifyInstance) => {
  const caughtUp = () => app.callers.caughtUp();
  registerEndpoint(app, contract.academies, ({ db, user, query }) =>
    listAcademies(db, user, query),
  );
  registerEndpoint(app, contract.getAcademyById, ({ db, user, params }) =>
    academyDetail(db, user, params.id),
  );
  registerEndpoint(app, contract.createAcademies, ({ db, body: { data } }) =>
    createAcademy(db, data),
  );
  registerEndpoint(app, contract.editAcademies, ({ db, body: { data } }) =>
    editAcademy(db, data, caughtUp),
  );
  registerEndpoint(app, contract.deleteAcademies, ({ db, user, body }) =>
    deleteAcademy(db, user.id, body.ID, body.idteacher, caughtUp),
  );
  registerEndpoint(app, contract.editAcademyByTeacher, ({ db, user, body: { data } }) =>
    editAcademyByTeacher(db, user, data),
  );
  registerEndpoint(app, contract.saveChargeByAcademy, ({ db, user, body }) =>
    createFixedCost(db, user.id, body),
  );
  // Changing or deleting a fixed cost never changes a past month (fixed-costs.ts).
  registerEndpoint(app, contract.updateChargeByAcademy, ({ db, user, body: { data } }) =>
    updateFixedCost(db, user.id, data),
  );
  registerEndpoint(app, contract.deleteChargeByAcademy, ({ db, user, body: { data } }) =>
    deleteFixedCost(db, user.id, data.id),
  );
  registerEndpoint(app, contract.getAcademyBillingRules, ({ db }) => listBillingRules(db));
  registerEndpoint(app, contract.saveAcademyBillingRule, ({ db, user, body: { data } }) =>
    saveBillingRule(db, user.id, data),
  );
  registerEndpoint(app, contract.savePercent, ({ db, user, body: { data } }) =>
    savePercent(db, user.id, data),
  );
  registerEndpoint(app, contract.deletePercent, ({ db, user, body: { data } }) =>
    deletePercent(db, user.id, data.id),
  );
};
