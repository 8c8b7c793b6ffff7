import { contract } from '@academias/shared/contract';
import type { FastifyInstance } from 'fastify';
import { registerEndpoint } from '../../http/register-endpoint.ts';
import { listPlans, listPlanTypes, listServiceTypes } from './repository.ts';
import {
  changeEnrolmentStatus,
  createPlan,
  deletePlan,
  editPlan,
  enrolInPlans,
  enrolStudent,
  removeFromPlan,
  studentsOfPlan,
} from './service.ts';

export const plansModule = (app: FastifyInstance) => {
  registerEndpoint(app, contract.plans, ({ db, user, query }) => listPlans(db, user, query));
  registerEndpoint(app, contract.studentsByPlan, ({ db, user, query }) =>
    studentsOfPlan(db, user, query),
  );
  registerEndpoint(app, contract.createPlan, ({ db, body }) => createPlan(db, body));
  registerEndpoint(app, contract.editPlan, ({ db, body }) => editPlan(db, body));
  registerEndpoint(app, contract.deletePlan, ({ db, user, body }) =>
    deletePlan(db, user.id, body.ID),
  );
  registerEndpoint(app, contract.typePlan, ({ db }) => listPlanTypes(db));
  registerEndpoint(app, contract.getTypeServices, ({ db }) => listServiceTypes(db));
  registerEndpoint(app, contract.saveUserByPlan, ({ db, body }) =>
    enrolStudent(db, body.plan_id, body.data),
  );
  registerEndpoint(app, contract.savePlanByUser, ({ db, body: { data } }) =>
    enrolInPlans(db, data),
  );
  registerEndpoint(app, contract.deletePlanByUser, ({ db, body }) =>
    removeFromPlan(db, body.id, body.planId),
  );
  registerEndpoint(app, contract.changeStatusPlanByStudent, ({ db, body: { data } }) =>
    changeEnrolmentStatus(db, data),
  );
};
