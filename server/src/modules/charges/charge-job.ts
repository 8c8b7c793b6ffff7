import { todayInChile } from '@academias/shared/format';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { rows } from '../../db/client.ts';
import { generateCharges } from './generate-charges.ts';

const HOUR = 60 * 60 * 1000;
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
      const period = todayInChile().slice(0, 7);
      const result = await app.db.transaction(async (tx) => {
        const [lock] = await rows<{ locked: boolean }>(tx, sql`select pg_try_advisory_xact_lock(${LOCK_KEY}) as locked`);
        if (!lock?.locked) return null;
        return generateCharges(tx, period);
      });
      if (result) app.log.info(result, 'cobros del período generados');
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
