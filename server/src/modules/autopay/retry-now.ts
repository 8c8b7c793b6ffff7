import type { CurrentUser } from '../../auth/current-user.ts';
import { writeAudit } from '../../db/audit.ts';
import { conflict, notFound } from '../../http/http-error.ts';
import { type AutopayContext, santiagoDate } from './autopay-context.ts';
import { type AutopayRunCounts, runAutopay } from './charge-run.ts';
import { findActiveEnrolment, moveRetriesToToday } from './enrolment-repository.ts';

/**
 * "Reintentar ahora" (admin): the payer's declined covered charges are tried again today instead
 * of on their retry date (or after their retries were spent, e.g. once the family says the card
 * has funds). It is one more attempt: a decline counts like any other and moves the next retry.
 * The charging itself is the job's (charge-run.ts), limited to this payer, so exactly-once holds.
 */
export const retryNow = async (
  ctx: AutopayContext,
  user: CurrentUser,
  payerId: number,
  now = new Date(),
): Promise<AutopayRunCounts> => {
  const active = await findActiveEnrolment(ctx.db, payerId);
  if (!active?.tbkUserEnc)
    throw notFound('Esta persona no tiene una tarjeta inscrita para pago automático.');
  const today = santiagoDate(now);
  const moved = await ctx.db.transaction(async (tx) => {
    const rows = await moveRetriesToToday(tx, active.id, today);
    if (rows.length > 0)
      await writeAudit(tx, {
        userId: user.id,
        entity: 'autopay',
        entityId: active.id,
        action: 'reintentar',
        after: { chargeIds: rows },
      });
    return rows.length;
  });
  if (moved === 0)
    throw conflict(
      'No hay cobros rechazados esperando un reintento: los cobros vencidos se cobran con "Cobrar ahora".',
    );
  return runAutopay(ctx, { now, payerId });
};
