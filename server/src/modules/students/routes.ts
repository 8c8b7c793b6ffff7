import { contract } from '@academias/shared/contract';
import type { FastifyInstance } from 'fastify';
import { assertAcademy } from '../../auth/scope.ts';
import { publicUrl } from '../../config/env.ts';
import { registerEndpoint } from '../../http/register-endpoint.ts';
import { buildPayLink } from '../pay-links/service.ts';
import { runStudentBulkAction } from './bulk-service.ts';
import { listAcademyStudents, listStudents } from './repository.ts';
import {
  createStudent,
  deleteStudent,
  editPaymentDay,
  studentDetail,
  updateStudent,
} from './service.ts';

export const studentsModule = (app: FastifyInstance) => {
  const caughtUp = () => app.callers.caughtUp();
  registerEndpoint(app, contract.students, ({ db, user, query }) => listStudents(db, user, query));
  registerEndpoint(app, contract.studentsByAcademy, ({ db, user, params, query }) => {
    assertAcademy(user, params.academyId);
    return listAcademyStudents(db, user, params.academyId, query);
  });
  registerEndpoint(app, contract.getStudentById, ({ db, user, params }) =>
    studentDetail(db, user, params.id),
  );
  registerEndpoint(app, contract.createStudents, ({ db, body: { data } }) =>
    createStudent(db, data),
  );
  registerEndpoint(app, contract.updateStudent, ({ db, body: { data } }) =>
    updateStudent(db, data, caughtUp),
  );
  registerEndpoint(app, contract.deleteStudents, ({ db, body: { data }, user }) =>
    deleteStudent(db, user.id, data.id, caughtUp),
  );
  registerEndpoint(app, contract.editPaymentDate, ({ db, body }) => editPaymentDay(db, body));
  registerEndpoint(app, contract.studentBulkAction, async ({ db, user, body }) => {
    const url = publicUrl(app.env);
    const result = await runStudentBulkAction(db, user, body.data, {
      publicUrl: url,
      payLinkOf: (userId) => buildPayLink({ secret: app.jwtSecret, publicUrl: url }, userId).url,
      now: new Date(),
    });
    if (!result.replayed) app.emailWorker?.nudge();
    return result;
  });
};
