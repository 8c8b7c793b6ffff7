import { formatPeriod } from '@academias/shared/format';
import { sql } from 'drizzle-orm';
import { writeAudit } from '../../db/audit.ts';
import { type Db, type Tx, rows } from '../../db/client.ts';

export interface GenerationResult {
  period: string;
  created: number;
  markedOverdue: number;
}

/**
 * Creates the charges of one period for every active enrolment, in one set-based statement.
 * Idempotent by construction: `(enrolment, period)` is unique and a special class has at most
 * one charge per enrolment, so `on conflict do nothing` makes a repeated run add nothing, even
 * when two instances run it at once. Multi-month plans (semestral, anual) charge every
 * `billing_months` months counted from the enrolment's start. Also marks overdue pending charges.
 */
export const generateCharges = async (db: Db | Tx, period: string, userId: number | null = null): Promise<GenerationResult> =>
  db.transaction(async (tx) => {
    const [year, month] = period.split('-').map(Number) as [number, number];
    const label = formatPeriod(period);
    const created = await rows<{ id: number }>(
      tx,
      sql`insert into charges (enrolment_id, student_id, plan_id, academy_id, period, is_one_off, description, amount, due_date, state)
        select e.id, e.student_id, p.id, p.academy_id, ${period}, p.is_clase_especial,
               case when p.is_clase_especial then p.name else p.name || ' - ' || ${label} end,
               p.price, make_date(${year}::int, ${month}::int, e.payment_day), 'pendiente'
        from enrolments e
        join plans p on p.id = e.plan_id
        join plan_types pt on pt.id = p.plan_type_id
        where e.status = 'activo'
          and p.archived_at is null
          and e.start_date < (make_date(${year}::int, ${month}::int, 1) + interval '1 month')
          and (e.end_date is null or e.end_date >= make_date(${year}::int, ${month}::int, 1))
          and (
            p.is_clase_especial
            or pt.billing_months is null
            or mod((${year}::int * 12 + ${month}::int) - (extract(year from e.start_date)::int * 12 + extract(month from e.start_date)::int), pt.billing_months) = 0
          )
          and (not p.is_clase_especial or not exists (select 1 from charges c where c.enrolment_id = e.id))
        on conflict do nothing
        returning id`,
    );
    const overdue = await rows<{ id: number }>(
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
