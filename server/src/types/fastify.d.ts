import type { CurrentUser } from '../auth/current-user.ts';
import type { CurrentUserCache } from '../auth/current-user-cache.ts';
import type { Env } from '../config/env.ts';
import type { Db } from '../db/db-handle.ts';

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
    env: Env;
    dbKind: 'pglite' | 'postgres';
    jwtSecret: Uint8Array;
    /** Callers already resolved by this process (dropped on every change the database announces). */
    callers: CurrentUserCache;
  }
  interface FastifyRequest {
    /** Null for anonymous calls. */
    user: CurrentUser | null;
  }
}
