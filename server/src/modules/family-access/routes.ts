import {
  checkAccountLink,
  inviteFamily,
  requestPasswordReset,
  setPasswordWithLink,
} from '@academias/shared/contract/family-access';
import type { FastifyInstance } from 'fastify';
import { publicUrl } from '../../config/env.ts';
import { registerEndpoint } from '../../http/register-endpoint.ts';
import { hitRateLimit, type RateLimit } from '../portal/rate-limit.ts';
import { inviteFamily as invite } from './invite.ts';
import { checkLink, requestReset, setPassword } from './password-links.ts';
import { familyAccessTexts as texts } from './texts.ts';

export interface FamilyAccessLimits {
  /** Reset requests per IP and, separately, per RUT (so nobody floods one person's inbox). */
  forgotPerIp: RateLimit;
  forgotPerRut: RateLimit;
  /** Token checks and password choices per IP: tokens cannot be tried in bulk. */
  linkPerIp: RateLimit;
}
export const FAMILY_ACCESS_LIMITS: FamilyAccessLimits = {
  forgotPerIp: { max: 5, windowSeconds: 900 },
  forgotPerRut: { max: 3, windowSeconds: 3600 },
  linkPerIp: { max: 20, windowSeconds: 60 },
};

export const familyAccessModule = (
  app: FastifyInstance,
  limits: FamilyAccessLimits = FAMILY_ACCESS_LIMITS,
) => {
  registerEndpoint(app, inviteFamily, async ({ body, db, user }) =>
    invite(db, user, body.userIds, publicUrl(app.env)),
  );

  registerEndpoint(app, requestPasswordReset, async ({ body, db, request }) => {
    await hitRateLimit(db, `forgot-ip|${request.ip}`, limits.forgotPerIp, texts.tooManyForgot);
    // Over the per-RUT limit the answer is the usual one: a 429 here would tell that the RUT was asked for.
    const perRut = await hitRateLimit(
      db,
      `forgot-rut|${body.rut}`,
      limits.forgotPerRut,
      texts.tooManyForgot,
    ).then(
      () => true,
      () => false,
    );
    // The link and its e-mail are made after answering: a known RUT (a transaction, an outbox row)
    // must not answer slower than an unknown one. If it fails, nothing was promised but an e-mail
    // that does not come; the person asks again.
    if (perRut) {
      void requestReset(db, body.rut, publicUrl(app.env)).catch((error: unknown) =>
        request.log.error({ err: error }, 'forgot password'),
      );
    }
    return { message: texts.forgotAnswer };
  });

  registerEndpoint(app, checkAccountLink, async ({ body, db, request }) => {
    await hitRateLimit(db, `account-link|${request.ip}`, limits.linkPerIp, texts.tooMany);
    return checkLink(db, body.token);
  });

  registerEndpoint(app, setPasswordWithLink, async ({ body, db, request }) => {
    await hitRateLimit(db, `account-link|${request.ip}`, limits.linkPerIp, texts.tooMany);
    const result = await setPassword(db, body.token, body.password);
    // Sessions ended: this process forgets them before answering (see CurrentUserCache.caughtUp).
    await app.callers.caughtUp();
    return result;
  });
};
