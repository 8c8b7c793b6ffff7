import { todayInChile } from '@academias/shared/domain';
import type { FastifyInstance } from 'fastify';
import { generateCharges } from './generate-charges.ts';
import { applyLateFees } from './late-fees.ts';

/** `2026-03-15` -> [`2026-02`, `2026-03`]. */
export const currentAndPreviousPeriod = (today: string): [string, string] => {
  const [year, month] = today.split('-').map(Number) as [number, number];
  const previous = month === 1 ? `${year - 1}-12` : `${year}-${String(month - 1).padStart(2, '0')}`;
  return [previous, today.slice(0, 7)];
};

/**
 * Generates the current month's charges every hour (first run when the job is new) and adds the
 * late fees due (late-fees.ts). The runner
 * runs it once across instances; generation is idempotent besides, so even an overlap could not
 * duplicate a charge.
 */
export const registerChargeJob = (app: FastifyInstance): void => {
  app.jobs.register({
    name: 'charges.generate',
    title: 'Generación de cobros del mes',
    schedule: { every: 3600 },
    run: async ({ db, now }) => {
      let created = 0;
      let markedOverdue = 0;
      // The previous month too: a server that was down at the turn of the month catches up.
      for (const period of currentAndPreviousPeriod(todayInChile(now))) {
        const result = await generateCharges(db, period);
        created += result.created;
        markedOverdue += result.markedOverdue;
      }
      // After marking overdue: the late fees of charges overdue past their academy's days.
      const lateFees = await applyLateFees(db, todayInChile(now));
      return { creados: created, vencidos: markedOverdue, recargos: lateFees };
    },
  });
};
