import { sql } from 'drizzle-orm';
import { writeAudit } from '../../db/audit.ts';
import { type Db, selectRows, type Tx } from '../../db/db-handle.ts';
import { plannedChargesSql } from './planned-charges.ts';

export interface GenerationResult {
  period: string;
  created: number;
  markedOverdue: number;
}

/**
 * Creates the charges of one period for every active enrolment, in one set-based statement.
 * Idempotent by construction: `(enrolment, period)` is unique and a special class has at most
 * one charge per enrolment, so `on conflict do nothing` makes a repeated run add nothing, even
 * when two instances run it at once. Which charges and amounts: planned-charges.ts (first period,
 * proration, due dates; multi-month plans every `billing_months` months from the first period).
 * Also marks overdue pending charges.
 */
export const generateCharges = async (
  db: Db | Tx,
  period: string,
  userId: number | null = null,
): Promise<GenerationResult> =>
  db.transaction(async (tx) => {
    const created = await selectRows<{ id: number }>(
      tx,
      sql`insert into charges (enrolment_id, student_id, plan_id, academy_id, period, is_one_off, description, amount,
            list_price, price_note, discount, discount_note, due_date, state)
          select enrolment_id, student_id, plan_id, academy_id, period, is_one_off, description, amount,
            list_price, price_note, discount, discount_note, due_date, 'pendiente'
          from (${plannedChargesSql(period)}) planned
          on conflict do nothing
          returning id`,
    );
    const overdue = await selectRows<{ id: number }>(
      tx,
      sql`update charges set state = 'vencido', updated_at = now()
          where state = 'pendiente' and due_date < (now() at time zone 'America/Santiago')::date
          returning id`,
    );
    if (created.length || overdue.length) {
      await writeAudit(tx, {
        userId,
        entity: 'charges',
        entityId: period,
        action: 'generar',
        after: { created: created.length, markedOverdue: overdue.length },
      });
    }
    return { period, created: created.length, markedOverdue: overdue.length };
  });
