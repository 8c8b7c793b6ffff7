import { sql } from 'drizzle-orm';
import { type Db, rows } from '../../db/client.ts';

/** Failed attempts allowed per IP + username within the window before logins are refused. */
export const MAX_FAILURES = 5;
export const WINDOW_MINUTES = 15;

const keyOf = (ip: string, username: string) => `${ip}|${username.trim().toLowerCase()}`;

/**
 * Counts failed logins in the database (not in memory) so every instance behind a load balancer
 * enforces the same limit, and the check happens before the costly argon2 verification.
 */
export const isLoginBlocked = async (db: Db, ip: string, username: string): Promise<boolean> => {
  const [row] = await rows<{ blocked: boolean }>(
    db,
    sql`select failures >= ${MAX_FAILURES} and window_start > now() - make_interval(mins => ${WINDOW_MINUTES}) as blocked
        from login_failures where key = ${keyOf(ip, username)}`,
  );
  return row?.blocked ?? false;
};

export const recordLoginFailure = async (db: Db, ip: string, username: string): Promise<void> => {
  await db.execute(sql`
    insert into login_failures (key, failures, window_start) values (${keyOf(ip, username)}, 1, now())
    on conflict (key) do update set
      failures = case when login_failures.window_start > now() - make_interval(mins => ${WINDOW_MINUTES})
                      then login_failures.failures + 1 else 1 end,
      window_start = case when login_failures.window_start > now() - make_interval(mins => ${WINDOW_MINUTES})
                          then login_failures.window_start else now() end`);
};

export const clearLoginFailures = async (db: Db, ip: string, username: string): Promise<void> => {
  await db.execute(sql`delete from login_failures where key = ${keyOf(ip, username)}`);
};
