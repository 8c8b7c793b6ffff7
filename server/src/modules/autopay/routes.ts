import {
  getAutopay,
  listAutopay as listEndpoint,
  removeAutopay,
  runAutopay as runEndpoint,
  setAutopayCommerceCode,
  startAutopay,
} from '@academias/shared/contract/autopay';
import formbody from '@fastify/formbody';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { autopayCommerceCodes } from '../../db/schema/autopay.ts';
import { notFound } from '../../http/http-error.ts';
import { registerEndpoint } from '../../http/register-endpoint.ts';
import { selectRows } from '../../db/db-handle.ts';
import { sql } from 'drizzle-orm';
import type { AutopayContext } from './autopay-context.ts';
import { runAutopay } from './charge-run.ts';
import {
  AUTOPAY_RETURN_PATH,
  autopayStatus,
  removeEnrolment,
  startEnrolment,
} from './enrolment-service.ts';
import { finishReturn } from './finish-enrolment.ts';
import { listAutopay } from './list-autopay.ts';

/**
 * The app's origin for Transbank's response_url and the return redirect: the configured public
 * origin, never the request's Host header (a forged Host would make the return an open redirect).
 */
const originOf = (publicUrl: string): string => new URL(publicUrl).origin;

export const registerAutopayRoutes = async (
  app: FastifyInstance,
  ctx: AutopayContext,
): Promise<void> => {
  registerEndpoint(app, getAutopay, ({ user, params }) => autopayStatus(ctx, user, params.payerId));
  registerEndpoint(app, startAutopay, ({ user, body }) =>
    startEnrolment(ctx, user, body, originOf(ctx.publicUrl)),
  );
  registerEndpoint(app, removeAutopay, async ({ user, body }) => {
    await removeEnrolment(ctx, user, body.payerId);
    return { ok: true as const, message: 'Tarjeta eliminada: no se harán más cobros automáticos.' };
  });
  registerEndpoint(app, listEndpoint, ({ query }) => listAutopay(ctx, query));
  registerEndpoint(app, runEndpoint, () => runAutopay(ctx));
  registerEndpoint(app, setAutopayCommerceCode, async ({ params, body }) => {
    const [academy] = await selectRows<{ id: number }>(
      ctx.db,
      sql`select id from academies where id = ${params.academyId}`,
    );
    if (!academy) throw notFound('No se encontró la academia.');
    await ctx.db
      .insert(autopayCommerceCodes)
      .values({ academyId: params.academyId, commerceCode: body.commerceCode })
      .onConflictDoUpdate({
        target: autopayCommerceCodes.academyId,
        set: { commerceCode: body.commerceCode, updatedAt: new Date() },
      });
    return { ok: true as const };
  });

  // Transbank returns the browser with TBK_TOKEN in a form post; finish the inscription and send
  // the person back to the page they started from, with the outcome in the query.
  await app.register(async (scope) => {
    if (!scope.hasContentTypeParser('application/x-www-form-urlencoded'))
      await scope.register(formbody);
    const handle = async (request: FastifyRequest, reply: FastifyReply) => {
      const source = {
        ...(request.query as Record<string, unknown>),
        ...((request.body as Record<string, unknown> | undefined) ?? {}),
      };
      const token =
        typeof source.TBK_TOKEN === 'string' && /^[\w-]{1,64}$/.test(source.TBK_TOKEN)
          ? source.TBK_TOKEN
          : null;
      const outcome = token ? await finishReturn(ctx, token) : { result: 'no_encontrada' as const };
      const byAdmin = outcome.createdBy != null && outcome.createdBy !== outcome.payerId;
      // An admin enrolled from the payer's page (students/:id shows guardians too); a family member from Inicio.
      const path = byAdmin ? `/app/modules/students/${outcome.payerId}` : '/app/dashboard';
      const target = new URL(path, originOf(ctx.publicUrl));
      target.searchParams.set('autopay', outcome.result);
      return reply.code(303).header('cache-control', 'no-store').redirect(target.toString(), 303);
    };
    scope.get(AUTOPAY_RETURN_PATH, handle);
    scope.post(AUTOPAY_RETURN_PATH, handle);
  });
};
