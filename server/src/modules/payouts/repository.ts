import type { PayoutAdjustment } from '@academias/shared/contract/payouts';
import { sql } from 'drizzle-orm';
import { type Db, selectRows } from '../../db/db-handle.ts';
import { iso } from '../../db/list-helpers.ts';
import { inIds } from '../reports/report-sql.ts';

/** SQL of the teacher payout statement (docs/money.md "Teacher payouts"). */

export interface TeacherRow {
  id: number;
  name: string;
  rut: string | null;
}

/** A teacher (user type 1), archived ones included: their past months still pay out. */
export const findTeacher = async (db: Db, teacherId: number) => {
  const [row] = await selectRows<TeacherRow>(
    db,
    sql`select id, trim(first_name || ' ' || last_name) as name, rut
        from users where id = ${teacherId} and type = 1`,
  );
  return row;
};

/**
 * Academies the teacher teaches in as of the month: assigned to it, or with a percent entry of
 * theirs starting on or before the month (a teacher moved out still has that month's share).
 */
export const teacherAcademyIds = async (db: Db, teacherId: number, month: string) =>
  (
    await selectRows<{ id: number }>(
      db,
      sql`select a.id from academies a
          where exists (select 1 from academy_teachers at where at.academy_id = a.id and at.teacher_id = ${teacherId})
             or exists (select 1 from academy_percents ap where ap.academy_id = a.id and ap.teacher_id = ${teacherId}
                          and ap.valid_from <= ${`${month}-01`}::date)
          order by a.id`,
    )
  ).map((r) => r.id);

/** Whether `month` was closed (Cerrar mes), and when. */
export const monthClosing = async (db: Db, month: string) => {
  const [row] = await selectRows<{ closedAt: Date | string }>(
    db,
    sql`select closed_at as "closedAt" from month_closings where period = ${month}`,
  );
  return row ? iso(row.closedAt) : null;
};

interface AdjustmentRow extends Omit<PayoutAdjustment, 'createdAt'> {
  createdAt: Date | string;
}

/** Adjustments recorded in `month` on charges of the academies given, oldest first. */
export const adjustmentsIn = async (
  db: Db,
  month: string,
  academyIds: readonly number[],
): Promise<PayoutAdjustment[]> =>
  (
    await selectRows<AdjustmentRow>(
      db,
      sql`select ca.id, a.name as "academyName", ca.charge_id as "chargeId",
            trim(s.first_name || ' ' || s.last_name) as "studentName", c.description, ca.kind,
            ca.amount_before as "amountBefore", ca.amount_after as "amountAfter", ca.reason,
            nullif(trim(coalesce(u.first_name, '') || ' ' || coalesce(u.last_name, '')), '') as "createdByName",
            ca.created_at as "createdAt"
          from charge_adjustments ca
            join charges c on c.id = ca.charge_id
            join academies a on a.id = c.academy_id
            join users s on s.id = c.student_id
            left join users u on u.id = ca.created_by
          where ca.period = ${month} and ${inIds(sql`c.academy_id`, academyIds)}
          order by ca.created_at, ca.id`,
    )
  ).map((r) => ({ ...r, createdAt: iso(r.createdAt) ?? '' }));
