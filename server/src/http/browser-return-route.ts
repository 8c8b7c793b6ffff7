import formbody from '@fastify/formbody';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/**
 * A page a payment provider sends the browser back to, by a link (GET) or a form post: its fields
 * from the query and the form body together (the form parser in this scope only), and the browser
 * redirected (303, never cached) to the URL `destination` gives.
 */
export const registerBrowserReturn = async (
  app: FastifyInstance,
  path: string,
  destination: (fields: Record<string, unknown>) => Promise<string>,
) =>
  app.register(async (scope) => {
    if (!scope.hasContentTypeParser('application/x-www-form-urlencoded'))
      await scope.register(formbody);
    const handle = async (request: FastifyRequest, reply: FastifyReply) => {
      const target = await destination({
        ...(request.query as Record<string, unknown>),
        ...((request.body as Record<string, unknown> | undefined) ?? {}),
      });
      return reply.code(303).header('cache-control', 'no-store').redirect(target, 303);
    };
    scope.get(path, handle);
    scope.post(path, handle);
  });
