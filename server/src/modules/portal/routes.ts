import {
  getUserByRut,
  webpayCommit,
  webpayCreate,
  webpayRelease,
} from '@academias/shared/contract/portal';
import type { FastifyInstance } from 'fastify';
import { registerBrowserReturn } from '../../http/browser-return-route.ts';
import { publicUrl } from '../../config/env.ts';
import { registerEndpoint } from '../../http/register-endpoint.ts';
import { buildCommitResult } from '../payments/commit-result.ts';
import { abandonByReturn, commitByToken } from '../payments/commit-webpay-payment.ts';
import { createWebpayPayment } from '../payments/create-webpay-payment.ts';
import { findPaymentByBuyOrder, findPaymentByToken } from '../payments/payment-rows.ts';
import type { PaymentsContext } from '../payments/payments-context.ts';
import { checkReturnUrl, resultPageUrl, WEBPAY_RETURN_PATH } from '../payments/return-url.ts';
import { hitRateLimit, type RateLimit } from './rate-limit.ts';
import { releaseOwnHold } from '../payments/release-hold.ts';
import { holdTag } from './hold-tag.ts';
import { assertChargeOfLookup, assertLookupAllows, lookupClaims } from './lookup-holds.ts';
import { newSearchHolder, readLookupToken } from './lookup-token.ts';
import { findPayerByRut } from './user-by-rut.ts';

export interface PortalLimits {
  rutLookup: RateLimit;
  create: RateLimit;
}
export const DEFAULT_PORTAL_LIMITS: PortalLimits = {
  rutLookup: { max: 10, windowSeconds: 60 },
  create: { max: 20, windowSeconds: 60 },
};

const RETURN_FIELDS = ['token_ws', 'TBK_TOKEN', 'TBK_ORDEN_COMPRA', 'TBK_ID_SESION'] as const;

/** The public calls of the payment portal, and the route Transbank posts the browser back to. */
export const registerPortalRoutes = async (
  app: FastifyInstance,
  ctx: PaymentsContext,
  limits: PortalLimits,
) => {
  registerEndpoint(app, getUserByRut, async ({ body, db, request }) => {
    await hitRateLimit(
      db,
      `portal-rut|${request.ip}`,
      limits.rutLookup,
      'Demasiadas búsquedas seguidas. Espera un minuto e inténtalo de nuevo.',
    );
    // The same tab searching the same RUT again keeps its holder, so its payments stay its own.
    const previous = body.lookupToken ? readLookupToken(app.jwtSecret, body.lookupToken) : null;
    const answer = await findPayerByRut(
      db,
      app.jwtSecret,
      body.rut,
      previous?.holder ?? newSearchHolder(),
    );
    if (previous && previous.payerId !== answer.payer.userId)
      return findPayerByRut(db, app.jwtSecret, body.rut, newSearchHolder());
    return answer;
  });

  registerEndpoint(app, webpayCreate, async ({ body, db, request }) => {
    await hitRateLimit(
      db,
      `portal-pay|${request.ip}`,
      limits.create,
      'Demasiados intentos de pago seguidos. Espera un minuto e inténtalo de nuevo.',
    );
    const returnUrl = checkReturnUrl(body.returnUrl, publicUrl(app.env));
    const tag = await assertLookupAllows(
      db,
      app.jwtSecret,
      body.lookupToken,
      body.userId,
      body.selectedPayments,
    );
    return createWebpayPayment(ctx, {
      userId: body.userId,
      chargeIds: body.selectedPayments,
      sessionId: body.sessionId,
      holdTag: tag,
      returnUrl,
      providerReturnUrl: `${returnUrl.origin}${WEBPAY_RETURN_PATH}`,
    });
  });

  registerEndpoint(app, webpayRelease, async ({ body, db, request }) => {
    await hitRateLimit(
      db,
      `portal-pay|${request.ip}`,
      limits.create,
      'Demasiados intentos de pago seguidos. Espera un minuto e inténtalo de nuevo.',
    );
    const claims = lookupClaims(app.jwtSecret, body.lookupToken);
    await assertChargeOfLookup(db, claims.people, body.chargeId);
    return releaseOwnHold(ctx, body.chargeId, holdTag(app.jwtSecret, claims.holder));
  });

  registerEndpoint(app, webpayCommit, async ({ body, db }) => {
    // Transbank's rule: TBK_TOKEN (alone or with token_ws) or no token at all means no commit.
    const payment =
      body.token_ws && !body.TBK_TOKEN && !body.TBK_ORDEN_COMPRA
        ? await commitByToken(ctx, body.token_ws)
        : await abandonByReturn(ctx, {
            token: body.TBK_TOKEN ?? body.token_ws,
            buyOrder: body.TBK_ORDEN_COMPRA,
            sessionId: body.TBK_ID_SESION,
          });
    return buildCommitResult(db, payment);
  });

  // Transbank posts a form to return_url; a single-page app cannot read a POST, so this route turns
  // it into a redirect to the result page the portal asked for, with the same fields in the query.
  await registerBrowserReturn(app, WEBPAY_RETURN_PATH, async (source) => {
    const fields: Record<string, string> = {};
    for (const key of RETURN_FIELDS) {
      const value = source[key];
      if (typeof value === 'string' && value.length <= 64) fields[key] = value;
    }
    const token = fields.token_ws ?? fields.TBK_TOKEN;
    const payment = token
      ? await findPaymentByToken(ctx.db, token)
      : fields.TBK_ORDEN_COMPRA
        ? await findPaymentByBuyOrder(ctx.db, fields.TBK_ORDEN_COMPRA)
        : undefined;
    // Never the Host header (the caller's choice): the configured public origin.
    const target =
      payment?.returnUrl ?? `${new URL(publicUrl(app.env)).origin}/client/payments/result`;
    return resultPageUrl(target, payment ? fields : { error: 'no_encontrado' });
  });
};
