import {
  getAutopay,
  listAutopay as listEndpoint,
  removeAutopay,
  retryAutopay,
  runAutopay as runEndpoint,
  setAutopayCommerceCode,
  startAutopay,
} from '@academias/shared/contract/autopay';
import type { FastifyInstance } from 'fastify';
import { registerBrowserReturn } from '../../http/browser-return-route.ts';
import { registerEndpoint } from '../../http/register-endpoint.ts';
import type { AutopayContext } from './autopay-context.ts';
import { runAutopay } from './charge-run.ts';
import { setCommerceCode } from './commerce-code-service.ts';
import {
  AUTOPAY_RETURN_PATH,
  autopayStatus,
  removeEnrolment,
  startEnrolment,
} from './enrolment-service.ts';
import { finishReturn } from './finish-enrolment.ts';
import { listAutopay } from './list-autopay.ts';
import { retryNow } from './retry-now.ts';

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
  registerEndpoint(app, retryAutopay, ({ user, params }) => retryNow(ctx, user, params.payerId));
  registerEndpoint(app, setAutopayCommerceCode, ({ params, body }) =>
    setCommerceCode(ctx.db, params.academyId, body.commerceCode),
  );

  // Transbank returns the browser with TBK_TOKEN in a form post; finish the inscription and send
  // the person back to the page they started from, with the outcome in the query.
  await registerBrowserReturn(app, AUTOPAY_RETURN_PATH, async (source) => {
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
    return target.toString();
  });
};
