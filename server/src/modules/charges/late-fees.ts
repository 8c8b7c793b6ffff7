import { sql } from 'drizzle-orm';
import { writeAudit } from '../../db/audit.ts';
import { type Db, selectRows } from '../../db/db-handle.ts';

/**
 * Adds the late fee (recargo por mora) of every charge overdue more than its academy's days, as a
 * charge of its own (kind `recargo`) in the current month, due today (docs/money.md):
 * - only academies with a fee on, only cuotas due since the fee was turned on, never a fee on a fee;
 * - a fixed amount, or a whole percent of the charge rounded half up to the peso (at least $1);
 * - once per charge whatever happens: the unique index `charges_late_fee_unique` (one fee per
 *   parent, waived ones included) and `on conflict do nothing` make a second run, a concurrent
 *   run or a run after a crash add nothing; one statement, so a crash adds all or none;
 * - never in a closed month (the current month is open; the 0019 guard refuses otherwise).
 */
export const applyLateFees = async (db: Db, today: string) =>
  db.transaction(async (tx) => {
    const period = today.slice(0, 7);
    const added = await selectRows<{ id: number }>(
      tx,
      sql`insert into charges (enrolment_id, student_id, plan_id, academy_id, period, is_one_off, kind, parent_charge_id,
            description, amount, due_date, state)
          select c.enrolment_id, c.student_id, c.plan_id, c.academy_id, ${period}, false, 'recargo', c.id,
            'Recargo por mora - ' || c.description,
            case when r.late_fee_kind = 'monto' then r.late_fee_value
                 else greatest(1, ((c.amount::bigint * r.late_fee_value * 2 + 100) / 200)::int) end,
            ${today}::date, 'pendiente'
          from charges c join academy_billing_rules r on r.academy_id = c.academy_id
          where r.late_fee_kind is not null and c.kind = 'cuota' and c.state in ('pendiente', 'vencido')
            and c.due_date >= r.late_fee_since and c.due_date + r.late_fee_days < ${today}::date
            and not exists (select 1 from charges f where f.parent_charge_id = c.id and f.kind = 'recargo')
            and not exists (select 1 from month_closings mc where mc.period = ${period})
          on conflict do nothing
          returning id`,
    );
    if (added.length) {
      await writeAudit(tx, {
        userId: null,
        entity: 'charges',
        entityId: period,
        action: 'recargo',
        after: { added: added.length },
      });
    }
    return added.length;
  });
