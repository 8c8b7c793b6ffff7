import { randomUUID } from 'node:crypto';
import fastifyCompress from '@fastify/compress';
import Fastify, { type FastifyInstance } from 'fastify';
import { loadCurrentUser } from './auth/load-current-user.ts';
import { CurrentUserCache } from './auth/current-user-cache.ts';
import { resolveJwtSecret } from './auth/jwt-secret.ts';
import { verifyAccessToken } from './auth/tokens.ts';
import { type Env, loadEnv } from './config/env.ts';
import { type Database, openDatabase } from './db/client.ts';
import { registerErrorHandler } from './http/error-handler.ts';
import { registerSecurityHeaders } from './http/security-headers.ts';
import { registerJobRunner } from './jobs/plugin.ts';
import { type AppModule, modules as defaultModules } from './modules/index.ts';
import { registerSimulators, type SimulatorOptions } from './simulators.ts';
import { serveFrontends } from './static/serve-frontends.ts';

export interface BuildAppOptions {
  env?: Partial<Env>;
  /** An open database (tests); otherwise opened from the env and closed with the app. */
  database?: Database;
  /** Serve the built shell, remotes and portal (pnpm start). */
  serveFrontends?: boolean;
  /** Where the built front ends live (default: the repository root). */
  frontendsRoot?: string;
  /** Replaces the module list (tests of a single module). */
  modules?: AppModule[];
  logger?: boolean;
  /** The job runner's clock (tests of schedules). */
  jobClock?: () => Date;
  /** State of the development simulators (tests that steer them). */
  simulators?: SimulatorOptions;
}

/** The whole server, ready for `listen` (main.ts) or `inject` (tests). */
export const buildApp = async (options: BuildAppOptions = {}): Promise<FastifyInstance> => {
  const env: Env = { ...loadEnv(), ...options.env };
  const database =
    options.database ??
    (await openDatabase({ dataDir: env.DATA_DIR, databaseUrl: env.DATABASE_URL }));

  const app = Fastify({
    logger:
      options.logger === false
        ? false
        : { level: env.LOG_LEVEL, redact: ['req.headers.authorization', 'req.headers.cookie'] },
    genReqId: (request) => {
      const given = request.headers['x-request-id'];
      return typeof given === 'string' && /^[\w-]{1,64}$/.test(given) ? given : randomUUID();
    },
    requestIdHeader: false,
    trustProxy: env.TRUST_PROXY,
    bodyLimit: 1_048_576,
    routerOptions: { ignoreTrailingSlash: false },
  });
  app.decorate('env', env);
  app.decorate('db', database.db);
  app.decorate('dbKind', database.kind);
  app.decorate('jwtSecret', await resolveJwtSecret(database.db, env.JWT_SECRET));
  app.decorateRequest('user', null);
  const callers = new CurrentUserCache();
  const stopListening = await callers.connect(database.notifications, database.db);
  app.decorate('callers', callers);
  app.addHook('onClose', async () => {
    await stopListening();
    if (!options.database) await database.close();
  });

  // An empty JSON body is no body (logout, calls with optional payloads).
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, text, done) => {
    const raw = typeof text === 'string' ? text : text.toString('utf8');
    if (raw.trim() === '') return done(null, undefined);
    try {
      done(null, JSON.parse(raw));
    } catch {
      const error = Object.assign(new Error('JSON inválido'), {
        statusCode: 400,
        code: 'FST_ERR_CTP_INVALID_JSON_BODY',
      });
      done(error, undefined);
    }
  });

  app.addHook('onRequest', async (request, reply) => {
    reply.header('x-request-id', request.id);
    if (!request.url.startsWith('/api/')) return;
    const header = request.headers.authorization;
    if (!header?.startsWith('Bearer ')) return;
    const claims = await verifyAccessToken(app.jwtSecret, header.slice(7).trim());
    if (!claims) return;
    request.user = await loadCurrentUser(app.db, claims.userId, claims.sessionId, callers);
  });

  registerErrorHandler(app);
  await registerSecurityHeaders(app, env);
  await app.register(fastifyCompress, { global: true, threshold: 1024 });

  registerJobRunner(app, { clock: options.jobClock });
  await registerSimulators(app, options.simulators);
  for (const module of options.modules ?? defaultModules) await module(app);

  if (options.serveFrontends) await serveFrontends(app, options.frontendsRoot);
  else
    app.setNotFoundHandler((_request, reply) =>
      reply.status(404).send({ message: 'Recurso no encontrado.', code: 'no_encontrado' }),
    );

  return app;
};
