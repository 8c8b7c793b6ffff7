import { todayInChile } from '@academias/shared/format';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { rows } from '../../db/client.ts';
import { generateCharges } from './generate-charges.ts';

const HOUR = 60 * 60 * 1000;
/** `2026-03-15` -> [`2026-02`, `2026-03`]. */
export const currentAndPreviousPeriod = (today: string): [string, string] => {
  const [year, month] = today.split('-').map(Number) as [number, number];
  const previous = month === 1 ? `${year - 1}-12` : `${year}-${String(month - 1).padStart(2, '0')}`;
  return [previous, today.slice(0, 7)];
};

/** Advisory lock key shared by every instance: only one runs the generation at a time. */
const LOCK_KEY = 727_002;

/**
 * Generates the current month's charges at start and every hour. Safe with several instances:
 * the run happens inside a transaction holding a transaction-level advisory lock (others skip),
 * and generation itself is idempotent, so even an overlap could not duplicate a charge.
 */
export const startChargeJob = (app: FastifyInstance): void => {
  let running = false;
  const run = async () => {
    if (running) return;
    running = true;
    try {
      const periods = currentAndPreviousPeriod(todayInChile());
      const results = await app.db.transaction(async (tx) => {
        const [lock] = await rows<{ locked: boolean }>(tx, sql`select pg_try_advisory_xact_lock(${LOCK_KEY}) as locked`);
        if (!lock?.locked) return null;
        // The previous month too: a server that was down at the turn of the month catches up.
        const done = [];
        for (const period of periods) done.push(await generateCharges(tx, period));
        return done;
      });
      if (results) app.log.info({ results }, 'cobros del período generados');
    } catch (error) {
      app.log.error({ err: error }, 'falló la generación programada de cobros');
    } finally {
      running = false;
    }
  };
  const timer = setInterval(() => void run(), HOUR);
  timer.unref();
  const first = setTimeout(() => void run(), 5_000);
  first.unref();
  app.addHook('onClose', async () => {
    clearInterval(timer);
    clearTimeout(first);
  });
};
