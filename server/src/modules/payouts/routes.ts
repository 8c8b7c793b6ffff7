import { getTeacherPayout } from '@academias/shared/contract/payouts';
import type { FastifyInstance } from 'fastify';
import { registerEndpoint } from '../../http/register-endpoint.ts';
import { teacherPayout } from './service.ts';

/** Teacher payout statements (liquidaciones): the admin any teacher's, a teacher only their own. */
export const payoutsModule = (app: FastifyInstance) => {
  registerEndpoint(app, getTeacherPayout, ({ db, user, query }) => teacherPayout(db, user, query));
};
