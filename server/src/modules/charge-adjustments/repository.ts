import type { ChargeAdjustment } from '@academias/shared/contract/charge-adjustments';
import { sql } from 'drizzle-orm';
import { type Db, selectRows, type Tx } from '../../db/db-handle.ts';
import { iso } from '../../db/list-helpers.ts';

interface AdjustmentRow extends Omit<ChargeAdjustment, 'createdAt'> {
  createdAt: Date | string;
}

const adjustmentSelect = sql`select ca.id, ca.charge_id as "chargeId", ca.kind, ca.period, ca.amount_before as "amountBefore",
    ca.amount_after as "amountAfter", ca.reason,
    (select cr.amount from charge_credits cr where cr.adjustment_id = ca.id) as credit,
    nullif(trim(coalesce(u.first_name, '') || ' ' || coalesce(u.last_name, '')), '') as "createdByName", ca.created_at as "createdAt"
  from charge_adjustments ca left join users u on u.id = ca.created_by`;

const toAdjustment = (row: AdjustmentRow): ChargeAdjustment => ({
  ...row,
  createdAt: iso(row.createdAt) ?? '',
});

export const adjustmentsOfCharge = async (db: Db | Tx, chargeId: number) =>
  (
    await selectRows<AdjustmentRow>(
      db,
      sql`${adjustmentSelect} where ca.charge_id = ${chargeId} order by ca.id desc`,
    )
  ).map(toAdjustment);

export const findAdjustment = async (db: Db | Tx, id: number) => {
  const [row] = await selectRows<AdjustmentRow>(db, sql`${adjustmentSelect} where ca.id = ${id}`);
  return row ? toAdjustment(row) : undefined;
};

export interface LockedCharge {
  id: number;
  amount: number;
  /**
   * What the payer owes on it all told: the charge and its `ajuste` charges not annulled, less the
   * credits given back on it (docs/money.md "Corrections").
   */
  owed: number;
  state: string;
  kind: string;
  period: string;
  closed: boolean;
}

/** The charge, locked for the change, and whether its month is closed. */
export const lockCharge = async (tx: Tx, chargeId: number) => {
  const [row] = await selectRows<LockedCharge>(
    tx,
    sql`select c.id, c.amount, c.state, c.kind, c.period,
          ((case when c.state = 'anulado' then 0 else c.amount end)
            + coalesce((select sum(a.amount) from charges a
              where a.parent_charge_id = c.id and a.kind = 'ajuste' and a.state <> 'anulado'), 0)
            - coalesce((select sum(cr.amount) from charge_credits cr where cr.charge_id = c.id), 0))::int as owed,
          exists (select 1 from month_closings mc where mc.period = c.period) as closed
        from charges c where c.id = ${chargeId} for update`,
  );
  return row;
};

export interface ChargePiece {
  id: number;
  amount: number;
  /** Held by a payment in course (a Webpay not answered yet). */
  reserved: boolean;
}

/**
 * The unpaid parts of what is owed on a closed month's charge (the charge itself and its `ajuste`
 * charges, pending or overdue), locked: a correction to a lower amount annuls them.
 */
export const unpaidPieces = (tx: Tx, chargeId: number) =>
  selectRows<ChargePiece>(
    tx,
    sql`select c.id, c.amount,
          exists (select 1 from payment_items pi where pi.charge_id = c.id and pi.active) as reserved
        from charges c
        where (c.id = ${chargeId} or (c.parent_charge_id = ${chargeId} and c.kind = 'ajuste'))
          and c.state in ('pendiente', 'vencido')
        order by c.id for update`,
  );

/**
 * A credit given back in the open month on a closed month's paid charge (charge_credits), on
 * the local day `today`; the summaries take it off that day's revenue.
 */
export const insertCredit = async (
  tx: Tx,
  c: { chargeId: number; adjustmentId: number; amount: number; today: string },
) => {
  await selectRows(
    tx,
    sql`insert into charge_credits (charge_id, adjustment_id, academy_id, plan_id, period, local_date, amount)
        select ch.id, ${c.adjustmentId}, ch.academy_id, ch.plan_id, ${c.today.slice(0, 7)}, ${c.today}::date, ${c.amount}
        from charges ch where ch.id = ${c.chargeId}`,
  );
};

/**
 * The difference a correction adds to a closed month's charge, as a charge of its own (kind
 * `ajuste`) in the open month `period`, due `today`; the closed charge does not change.
 */
export const insertCorrectingCharge = async (
  tx: Tx,
  c: { parentId: number; amount: number; reason: string; period: string; today: string },
) => {
  await selectRows(
    tx,
    sql`insert into charges (enrolment_id, student_id, plan_id, academy_id, period, is_one_off, kind, parent_charge_id,
          description, amount, due_date, state)
        select p.enrolment_id, p.student_id, p.plan_id, p.academy_id, ${c.period}, false, 'ajuste', p.id,
          'Ajuste de ' || p.description || ': ' || ${c.reason}, ${c.amount}, ${c.today}::date, 'pendiente'
        from charges p where p.id = ${c.parentId}`,
  );
};

export const insertAdjustment = async (
  tx: Tx,
  a: Omit<ChargeAdjustment, 'id' | 'createdAt' | 'createdByName' | 'credit'> & {
    createdBy: number;
  },
) => {
  const [row] = await selectRows<{ id: number }>(
    tx,
    sql`insert into charge_adjustments (charge_id, kind, period, amount_before, amount_after, reason, created_by)
        values (${a.chargeId}, ${a.kind}, ${a.period}, ${a.amountBefore}, ${a.amountAfter}, ${a.reason}, ${a.createdBy})
        returning id`,
  );
  if (!row) throw new Error('insert sin fila');
  return row.id;
};

export const setChargeAmount = async (tx: Tx, id: number, amount: number) => {
  await selectRows(
    tx,
    sql`update charges set amount = ${amount}, updated_at = now() where id = ${id}`,
  );
};

export const annulCharge = async (tx: Tx, id: number) => {
  await selectRows(
    tx,
    sql`update charges set state = 'anulado', updated_at = now() where id = ${id}`,
  );
};

/** An academy's late fee (null turns it off), kept in its billing rules row. */
export const saveLateFeeRule = async (
  tx: Tx,
  academyId: number,
  fee: { kind: string; value: number; days: number } | null,
  since: string,
  userId: number,
) => {
  await selectRows(
    tx,
    sql`insert into academy_billing_rules (academy_id, late_fee_kind, late_fee_value, late_fee_days, late_fee_since, updated_by)
        values (${academyId}, ${fee?.kind ?? null}, ${fee?.value ?? null}, ${fee?.days ?? null}, ${fee ? since : null}, ${userId})
        on conflict (academy_id) do update set late_fee_kind = excluded.late_fee_kind, late_fee_value = excluded.late_fee_value,
          late_fee_days = excluded.late_fee_days, late_fee_since = excluded.late_fee_since,
          updated_by = excluded.updated_by, updated_at = now()`,
  );
};
