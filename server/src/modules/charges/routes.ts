import { contract } from '@academias/shared/contract';
import { selectRows } from '../../db/db-handle.ts';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { assertOwnPeople, personCondition } from '../../auth/scope.ts';
import { whereAll } from '../../db/list-helpers.ts';
import { notFound } from '../../http/http-error.ts';
import { registerEndpoint } from '../../http/register-endpoint.ts';
import { registerChargeJob } from './charge-job.ts';
import { generateCharges } from './generate-charges.ts';
import { previewCharges } from './preview-charges.ts';
import { chargesOfEnrolment, listCharges } from './repository.ts';

export const chargesModule = (app: FastifyInstance) => {
  registerEndpoint(app, contract.getCharges, ({ db, user, query }) => {
    assertOwnPeople(user, query.studentId);
    return listCharges(db, user, query);
  });

  registerEndpoint(app, contract.getChargesById, async ({ db, user, body }) => {
    // Someone outside the caller's scope is "not found", not an empty list that confirms they exist.
    const [person] = await selectRows<{ id: number }>(
      db,
      sql`select u.id from users u ${whereAll([sql`u.id = ${body.studentId}`, personCondition(user, sql`u.id`)])}`,
    );
    if (!person) throw notFound('No se encontró el alumno.');
    return chargesOfEnrolment(db, user, body.studentId, body.planId);
  });

  registerEndpoint(app, contract.previewCharges, ({ db, body }) => previewCharges(db, body.period));

  registerEndpoint(app, contract.generateCharges, ({ db, user, body }) =>
    generateCharges(db, body.period, user.id),
  );

  registerChargeJob(app);
};
