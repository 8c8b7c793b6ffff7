import { sql } from 'drizzle-orm';
import type { CurrentUser } from '../../auth/current-user.ts';
import { type Db, selectRows } from '../../db/db-handle.ts';
import { conflict, notFound } from '../../http/http-error.ts';
import {
  checkRunAt,
  mine,
  type ScheduledRow,
  selectScheduled,
  toScheduled,
} from './scheduled-sends.ts';

/**
 * A new date and hour for a send that has not started: the same conditional update as cancelling,
 * so a change and the job's claim never both win.
 */
export const rescheduleScheduled = async (
  db: Db,
  user: CurrentUser,
  input: { id: number; runAt: string },
  now: Date,
) => {
  await checkRunAt(db, input.runAt, now);
  const updated = await selectRows<{ id: number }>(
    db,
    sql`update email_scheduled_sends s
      set run_at = ${input.runAt}::timestamp at time zone 'America/Santiago', updated_at = now()
      where s.id = ${input.id} and s.state = 'programado' and ${mine(user)} returning s.id`,
  );
  if (updated.length === 0) {
    const [row] = await selectRows<{ state: string }>(
      db,
      sql`select s.state from email_scheduled_sends s where s.id = ${input.id} and ${mine(user)}`,
    );
    if (!row) throw notFound('No se encontró el envío programado.');
    throw conflict(
      row.state === 'cancelado'
        ? 'El envío está cancelado: prográmalo de nuevo desde el Centro de Correos.'
        : 'El envío ya comenzó y no se puede reprogramar.',
    );
  }
  const [row] = await selectRows<ScheduledRow>(
    db,
    sql`${selectScheduled} where s.id = ${input.id}`,
  );
  if (!row) throw notFound('No se encontró el envío programado.');
  return toScheduled(row);
};
