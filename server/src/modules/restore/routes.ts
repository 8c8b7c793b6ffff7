import { restoreDeleted as restoreEndpoint } from '@academias/shared/contract/restore';
import type { FastifyInstance } from 'fastify';
import { registerEndpoint } from '../../http/register-endpoint.ts';
import { restoreDeleted } from './service.ts';

/** "Deshacer" of the lists' deletes (admin; a teacher their own templates). */
export const restoreModule = (app: FastifyInstance) => {
  registerEndpoint(app, restoreEndpoint, async ({ db, user, body: { data } }) => {
    const restored = await restoreDeleted(db, user, data.entity, data.id);
    // A person or academy back changes who may see what: known to this process before answering.
    await app.callers.caughtUp();
    return restored;
  });
};
