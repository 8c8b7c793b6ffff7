import type { CurrentUser } from '../auth/current-user.ts';
import type { Env } from '../config/env.ts';
import type { Db } from '../db/client.ts';

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
    env: Env;
    dbKind: 'pglite' | 'postgres';
    jwtSecret: Uint8Array;
  }
  interface FastifyRequest {
    /** Null for anonymous calls. */
    user: CurrentUser | null;
  }
}
