import { sql } from 'drizzle-orm';
import { tooManyRequests } from '../../http/http-error.ts';
import { type Db, selectRows } from '../../db/db-handle.ts';

export interface RateLimit {
  max: number;
  windowSeconds: number;
}

/**
 * A fixed window per key, counted in the database (the login throttle's table) so every instance
 * behind a load balancer shares the count. The increment and the check are one statement.
 */
export const hitRateLimit = async (
  db: Db,
  key: string,
  limit: RateLimit,
  message: string,
): Promise<void> => {
  const [row] = await selectRows<{ failures: number }>(
    db,
    sql`insert into login_failures (key, failures, window_start) values (${key}, 1, now())
        on conflict (key) do update set
          failures = case when login_failures.window_start > now() - make_interval(secs => ${limit.windowSeconds})
                          then login_failures.failures + 1 else 1 end,
          window_start = case when login_failures.window_start > now() - make_interval(secs => ${limit.windowSeconds})
                              then login_failures.window_start else now() end
        returning failures`,
  );
  if ((row?.failures ?? 0) > limit.max) throw tooManyRequests(message);
};
