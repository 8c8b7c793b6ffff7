import { contract } from '@academias/shared/contract';
import type { FastifyInstance } from 'fastify';
import { dummyPasswordHash, verifyPassword } from '../../auth/password.ts';
import { tooManyRequests, unauthorized } from '../../http/http-error.ts';
import { registerEndpoint } from '../../http/register-endpoint.ts';
import { clearLoginFailures, loginRetryAfter, recordLoginFailure } from './login-throttle.ts';
import {
  findUserByUsername,
  revokeByRefreshToken,
  revokeSession,
  rotateSession,
  startSession,
} from './repository.ts';

const WRONG_CREDENTIALS = 'Usuario o contraseña incorrectos.';
/** "Espera 45 segundos" / "Espera 4 minutos": how long, as a person reads it. */
const blocked = (seconds: number) =>
  `Demasiados intentos fallidos. Espera ${
    seconds < 60
      ? `${seconds} ${seconds === 1 ? 'segundo' : 'segundos'}`
      : `${Math.ceil(seconds / 60)} ${Math.ceil(seconds / 60) === 1 ? 'minuto' : 'minutos'}`
  } antes de volver a intentarlo.`;

export const authModule = (app: FastifyInstance) => {
  registerEndpoint(app, contract.login, async ({ body, db, request, reply }) => {
    const wait = await loginRetryAfter(db, request.ip, body.username);
    if (wait > 0) {
      reply.header('retry-after', String(wait));
      throw tooManyRequests(blocked(wait));
    }
    const user = await findUserByUsername(db, body.username);
    // Verify even for unknown users so the response time does not reveal which usernames exist.
    const valid = await verifyPassword(
      user?.passwordHash ?? (await dummyPasswordHash()),
      body.password,
    );
    if (!user || !user.passwordHash || !valid || !user.active) {
      await recordLoginFailure(db, request.ip, body.username);
      throw unauthorized(WRONG_CREDENTIALS);
    }
    await clearLoginFailures(db, request.ip, body.username);
    return startSession(db, app.jwtSecret, user);
  });

  registerEndpoint(app, contract.refresh, async ({ body, db }) => {
    const session = await rotateSession(db, app.jwtSecret, body.refreshToken);
    if (!session) throw unauthorized('Tu sesión expiró. Inicia sesión nuevamente.');
    return session;
  });

  registerEndpoint(app, contract.logout, async ({ body, db, user }) => {
    if (user) await revokeSession(db, user.sessionId);
    if (body?.refreshToken) await revokeByRefreshToken(db, body.refreshToken);
    // This process forgets the session before answering (see CurrentUserCache.caughtUp).
    await app.callers.caughtUp();
    return { ok: true as const, message: 'Sesión cerrada.' };
  });
};
