import { sql } from 'drizzle-orm';
import { type Db, selectRows } from '../../db/db-handle.ts';

/**
 * Login throttling against guessing and spraying, counted in the database (not in memory) so every
 * instance behind a load balancer enforces the same limits, and checked before the costly argon2.
 *
 * Three counters, each with free failures and then a progressive delay (30 s, doubling, at most
 * 15 minutes between attempts), never a permanent lock an attacker could impose on a real user:
 * - one address on one account (a person mistyping): 5 free;
 * - one address on any account (spraying many accounts from one place): 20 free;
 * - one account from any address (spraying one account from many places): 10 free.
 * A counter is forgotten after an hour without failures; a successful login clears the account's.
 *
 * Why not @fastify/rate-limit: it counts requests per key in memory (or Redis, which the product
 * does not run), so instances would not share counts, and it cannot see whether the password was
 * wrong: only failures must count, or a family logging in often would be slowed down.
 */
export const MAX_FAILURES = 5;
export const IP_FREE_FAILURES = 20;
export const ACCOUNT_FREE_FAILURES = 10;
export const FIRST_DELAY_SECONDS = 30;
export const MAX_DELAY_SECONDS = 15 * 60;
/** Idle time after which a counter starts again from zero. */
export const FORGET_AFTER_SECONDS = 60 * 60;

interface Counter {
  key: string;
  free: number;
}

const countersOf = (ip: string, username: string): Counter[] => {
  const account = username.trim().toLowerCase();
  return [
    // The same key format as before, so failures counted before an upgrade still count.
    { key: `${ip}|${account}`, free: MAX_FAILURES },
    { key: `ip:${ip}`, free: IP_FREE_FAILURES },
    { key: `cuenta:${account}`, free: ACCOUNT_FREE_FAILURES },
  ];
};

/** Seconds to wait after `failures` failures with `free` allowed: 0, then 30 s doubling up to 15 min. */
export const delayAfter = (failures: number, free: number): number =>
  failures < free ? 0 : Math.min(FIRST_DELAY_SECONDS * 2 ** (failures - free), MAX_DELAY_SECONDS);

/** Seconds until a login for this address and username may be tried; 0 when it may now. */
export const loginRetryAfter = async (
  db: Db,
  ip: string,
  username: string,
  now = new Date(),
): Promise<number> => {
  const counters = countersOf(ip, username);
  const found = await selectRows<{ key: string; failures: number; last: string }>(
    db,
    sql`select key, failures, last_failure_at::text as last from login_failures
        where key in (${sql.join(
          counters.map((c) => sql`${c.key}`),
          sql`, `,
        )})`,
  );
  let wait = 0;
  for (const row of found) {
    const counter = counters.find((c) => c.key === row.key);
    if (!counter) continue;
    const idle = (now.getTime() - new Date(row.last).getTime()) / 1000;
    if (idle >= FORGET_AFTER_SECONDS) continue;
    wait = Math.max(wait, Math.ceil(delayAfter(row.failures, counter.free) - idle));
  }
  return Math.max(0, wait);
};

export const recordLoginFailure = async (
  db: Db,
  ip: string,
  username: string,
  now = new Date(),
): Promise<void> => {
  const at = now.toISOString();
  const values = countersOf(ip, username).map(
    (c) => sql`(${c.key}, 1, ${at}::timestamptz, ${at}::timestamptz)`,
  );
  await db.execute(sql`
    insert into login_failures (key, failures, window_start, last_failure_at) values ${sql.join(values, sql`, `)}
    on conflict (key) do update set
      failures = case when login_failures.last_failure_at > ${at}::timestamptz - make_interval(secs => ${FORGET_AFTER_SECONDS})
                      then login_failures.failures + 1 else 1 end,
      window_start = case when login_failures.last_failure_at > ${at}::timestamptz - make_interval(secs => ${FORGET_AFTER_SECONDS})
                          then login_failures.window_start else excluded.window_start end,
      last_failure_at = excluded.last_failure_at`);
};

/** A correct password clears this address's count for the account and the account's own count. */
export const clearLoginFailures = async (db: Db, ip: string, username: string): Promise<void> => {
  const [pair, , account] = countersOf(ip, username);
  await db.execute(
    sql`delete from login_failures where key in (${pair?.key ?? ''}, ${account?.key ?? ''})`,
  );
};
