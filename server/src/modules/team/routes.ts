import { contract } from '@academias/shared/contract';
import type { FastifyInstance } from 'fastify';
import { registerEndpoint } from '../../http/register-endpoint.ts';
import { listProfileTypes, listStaff } from './repository.ts';
import { createStaff, editStaff, removeStaff } from './service.ts';

/** Equipo de Trabajo: teachers and administrators (admin only). */
export const teamModule = (app: FastifyInstance) => {
  registerEndpoint(app, contract.teachers, ({ db, query }) => listStaff(db, 1, query));
  registerEndpoint(app, contract.admin, ({ db, query }) => listStaff(db, 0, query));
  registerEndpoint(app, contract.createTeacher, ({ db, body: { data } }) => createStaff(db, data));
  registerEndpoint(app, contract.editTeacher, ({ db, body: { data }, user }) =>
    editStaff(db, app.callers, data, user.id),
  );
  registerEndpoint(app, contract.deleteTeacher, ({ db, body: { data }, user }) =>
    removeStaff(db, app.callers, data.id, user.id),
  );
  registerEndpoint(app, contract.getTypeProfile, ({ db }) => listProfileTypes(db));
};
