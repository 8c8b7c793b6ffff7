import type { Discount } from '@academias/shared/contract/discounts';
import { sql } from 'drizzle-orm';
import { type Db, selectRows, type Tx } from '../../db/db-handle.ts';
import { iso } from '../../db/list-helpers.ts';

interface DiscountRow extends Omit<Discount, 'createdAt' | 'endedAt'> {
  createdAt: Date | string;
  endedAt: Date | string | null;
}

const discountSelect = sql`select d.id, d.enrolment_id as "enrolmentId", d.kind, d.value, d.category, d.reason,
    d.valid_from::text as "validFrom", d.valid_until::text as "validUntil",
    nullif(trim(coalesce(cu.first_name, '') || ' ' || coalesce(cu.last_name, '')), '') as "createdByName", d.created_at as "createdAt",
    nullif(trim(coalesce(eu.first_name, '') || ' ' || coalesce(eu.last_name, '')), '') as "endedByName", d.ended_at as "endedAt"
  from enrolment_discounts d left join users cu on cu.id = d.created_by left join users eu on eu.id = d.ended_by`;

const toDiscount = (row: DiscountRow): Discount => ({
  ...row,
  createdAt: iso(row.createdAt) ?? '',
  endedAt: iso(row.endedAt),
});

export const discountsOfEnrolment = async (db: Db | Tx, enrolmentId: number) =>
  (
    await selectRows<DiscountRow>(
      db,
      sql`${discountSelect} where d.enrolment_id = ${enrolmentId} order by d.valid_from desc, d.id desc`,
    )
  ).map(toDiscount);

export const findDiscount = async (db: Db | Tx, id: number) => {
  const [row] = await selectRows<DiscountRow>(db, sql`${discountSelect} where d.id = ${id}`);
  return row ? toDiscount(row) : undefined;
};

export interface EnrolmentRow {
  enrolmentId: number;
  studentName: string;
  planName: string;
  listPrice: number;
}

export const findEnrolment = async (db: Db | Tx, enrolmentId: number) => {
  const [row] = await selectRows<EnrolmentRow>(
    db,
    sql`select e.id as "enrolmentId", trim(u.first_name || ' ' || u.last_name) as "studentName",
          p.name as "planName", p.price as "listPrice"
        from enrolments e join users u on u.id = e.student_id join plans p on p.id = e.plan_id
        where e.id = ${enrolmentId}`,
  );
  return row;
};

/** Closed months (`yyyy-mm`) from `from` on, oldest first. */
export const closedPeriodsFrom = async (db: Db | Tx, from: string) =>
  (
    await selectRows<{ period: string }>(
      db,
      sql`select period from month_closings where period >= ${from} order by period`,
    )
  ).map((r) => r.period);

/**
 * The discount off `base` (whole CLP, half up, per charge; a fixed amount at most the base), the
 * same rule as the SQL in charges/planned-charges.ts.
 */
export const discountOff = (kind: 'porcentaje' | 'monto', value: number, base: number): number =>
  kind === 'monto' ? Math.min(value, base) : Math.floor((base * value * 2 + 100) / 200);
