import { type SQL, sql } from 'drizzle-orm';
import { type Db, inList, selectRows, type Tx } from '../../db/db-handle.ts';

/**
 * Who pays for student `st`: the student when they are a known adult (birth date 18+ years before
 * `day`) with their own address, or when they have no guardian; otherwise their first guardian
 * (one with an address first). The same person gets one e-mail for all the wards they pay for.
 */
export const payerOf = (day: string): SQL => sql`coalesce(
  case when nullif(trim(st.email), '') is not null and st.birth_date <= ${day}::date - interval '18 years' then st.id end,
  (select gd.guardian_id from guardians gd join users g on g.id = gd.guardian_id
     where gd.student_id = st.id and g.archived_at is null
     order by (nullif(trim(g.email), '') is null), g.id limit 1),
  st.id)`;

/** How many scheduled reminders that reached the outbox (not skipped) listed charge `c`. */
const remindedTimes = sql`(select count(*) from reminder_charges rc join reminder_deliveries d on d.id = rc.delivery_id
    left join email_outbox o on o.id = d.outbox_id
    where rc.charge_id = c.id and d.origin = 'programado' and coalesce(o.state, 'pendiente') <> 'omitido')`;

export interface DueCharge {
  charge_id: number;
  payer_id: number;
}

/**
 * Open charges the schedules remind of on `day`: exactly `days_before` days before the due date,
 * on it, or every `every_days_after` days after it, fewer than `max_times` times so far. With
 * `hour`, only academies whose send hour has come; `includeDisabled` previews schedules still off.
 * A paid or annulled charge is never listed.
 */
export const dueCharges = (
  db: Db | Tx,
  day: string,
  hour: number | null,
  includeDisabled = false,
): Promise<DueCharge[]> =>
  selectRows<DueCharge>(
    db,
    sql`select c.id as charge_id, ${payerOf(day)} as payer_id
      from charges c
      join reminder_schedules s on s.academy_id = c.academy_id
      join users st on st.id = c.student_id
      where ${includeDisabled ? sql`true` : sql`s.enabled`} and s.max_times > 0 ${hour === null ? sql`` : sql`and s.send_hour <= ${hour}`}
        and c.state in ('pendiente', 'vencido') and st.archived_at is null
        and c.due_date <= ${day}::date + s.days_before
        and ((s.days_before > 0 and c.due_date = ${day}::date + s.days_before)
          or (s.on_due_date and c.due_date = ${day}::date)
          or (s.every_days_after > 0 and c.due_date < ${day}::date and (${day}::date - c.due_date) % s.every_days_after = 0))
        and ${remindedTimes} < s.max_times
      order by c.id`,
  );

/** Payers among `payerIds` already reminded on `day` (by the schedule or by hand). */
export const remindedOn = async (
  db: Db | Tx,
  day: string,
  payerIds: readonly number[],
): Promise<Set<number>> => {
  if (payerIds.length === 0) return new Set();
  const found = await selectRows<{ payer_id: number }>(
    db,
    sql`select payer_id from reminder_deliveries where day = ${day}::date and ${inList(sql`payer_id`, payerIds)}`,
  );
  return new Set(found.map((r) => r.payer_id));
};

export interface OwedLine {
  id: number;
  payer_id: number;
  student_id: number;
  student_name: string;
  description: string;
  academy_name: string;
  amount: number;
  due_date: string;
  state: string;
}

/**
 * What each payer owes: the open charges of every student they pay for that are due by `day`
 * (or `horizon` days later), plus the reminded ones. Only wards of these payers are read.
 */
export const owedLines = (
  db: Db | Tx,
  day: string,
  payerIds: readonly number[],
  extraChargeIds: readonly number[],
  horizon = 0,
) =>
  payerIds.length === 0
    ? Promise.resolve([] as OwedLine[])
    : selectRows<OwedLine>(
        db,
        sql`select * from (
          select c.id, ${payerOf(day)} as payer_id, c.student_id, trim(st.first_name || ' ' || st.last_name) as student_name,
            c.description, a.name as academy_name, c.amount, c.due_date::text as due_date, c.state
          from charges c join users st on st.id = c.student_id join academies a on a.id = c.academy_id
          where c.state in ('pendiente', 'vencido') and st.archived_at is null
            and (${inList(sql`c.student_id`, payerIds)}
              or c.student_id in (select gd.student_id from guardians gd where ${inList(sql`gd.guardian_id`, payerIds)}))
            and (c.due_date <= ${day}::date + ${horizon}::int or ${inList(sql`c.id`, extraChargeIds)})
        ) x where ${inList(sql`x.payer_id`, payerIds)}
        order by x.payer_id, x.student_name, x.student_id, x.due_date, x.id`,
      );

export interface PayerRow {
  id: number;
  name: string;
  rut: string | null;
  email: string | null;
  opted_out: boolean;
  bounced: boolean;
}

export const payerRows = (db: Db | Tx, payerIds: readonly number[]) =>
  payerIds.length === 0
    ? Promise.resolve([] as PayerRow[])
    : selectRows<PayerRow>(
        db,
        sql`select u.id, trim(u.first_name || ' ' || u.last_name) as name, u.rut, em.email,
            exists (select 1 from email_opt_outs o where o.email = em.email) as opted_out,
            exists (select 1 from email_bounces b where b.email = em.email) as bounced
          from users u cross join lateral (select lower(nullif(trim(u.email), '')) as email) em
          where ${inList(sql`u.id`, payerIds)} and u.archived_at is null
          order by u.last_name, u.first_name, u.id`,
      );

/** Payers of the given students (for "send a reminder now" on a selection). */
export const payersOfStudents = async (
  db: Db | Tx,
  day: string,
  studentIds: readonly number[],
): Promise<number[]> => {
  if (studentIds.length === 0) return [];
  const found = await selectRows<{ payer_id: number }>(
    db,
    sql`select distinct ${payerOf(day)} as payer_id from users st where ${inList(sql`st.id`, studentIds)} and st.archived_at is null`,
  );
  return found.map((r) => r.payer_id);
};
