import type { AutopayCard } from '@academias/shared/contract/autopay';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { autopayEnrolments, autopayWards } from '../../db/schema/autopay.ts';
import { type Db, selectRows, inList } from '../../db/db-handle.ts';

export type EnrolmentRow = typeof autopayEnrolments.$inferSelect;

export interface Payer {
  id: number;
  type: number;
  name: string;
  rut: string | null;
  email: string | null;
}

/** A student or guardian who can hold a card; archived or disabled people cannot. */
export const findPayer = async (db: Db, payerId: number): Promise<Payer | undefined> => {
  const [row] = await selectRows<Payer>(
    db,
    sql`select id, type, trim(first_name || ' ' || last_name) as name, rut, nullif(trim(email), '') as email
        from users where id = ${payerId} and type in (2, 3) and archived_at is null and disabled_at is null`,
  );
  return row ? { ...row, id: Number(row.id), type: Number(row.type) } : undefined;
};

/** Whose charges a payer may cover: themselves when a student, and their wards. */
export const eligibleWards = async (
  db: Db,
  payer: Payer,
): Promise<{ id: number; name: string }[]> => {
  const rows = await selectRows<{ id: number; name: string }>(
    db,
    sql`select u.id, trim(u.first_name || ' ' || u.last_name) as name from users u
        where u.archived_at is null and u.type = 2
          and (u.id = ${payer.id} or u.id in (select student_id from guardians where guardian_id = ${payer.id}))
        order by u.last_name, u.first_name, u.id`,
  );
  return rows.map((r) => ({ id: Number(r.id), name: r.name }));
};

/** Wards of `wardIds` an active card of ANOTHER payer already covers. */
export const wardsCoveredByOthers = async (
  db: Db,
  payerId: number,
  wardIds: number[],
): Promise<number[]> => {
  const rows = await selectRows<{ id: number }>(
    db,
    sql`select w.student_id as id from autopay_wards w join autopay_enrolments e on e.id = w.enrolment_id
        where w.active and e.payer_id <> ${payerId} and ${inList(sql`w.student_id`, wardIds)}`,
  );
  return rows.map((r) => Number(r.id));
};

export const findActiveEnrolment = async (
  db: Db,
  payerId: number,
): Promise<EnrolmentRow | undefined> => {
  const [row] = await db
    .select()
    .from(autopayEnrolments)
    .where(and(eq(autopayEnrolments.payerId, payerId), eq(autopayEnrolments.state, 'activa')));
  return row;
};

export const findEnrolmentByToken = async (
  db: Db,
  token: string,
): Promise<EnrolmentRow | undefined> => {
  const [row] = await db.select().from(autopayEnrolments).where(eq(autopayEnrolments.token, token));
  return row;
};

/** Ends an enrolment and frees its wards; only a pending or active one moves (compare-and-set). */
export const endEnrolment = async (
  db: Db,
  enrolmentId: number,
  removedBy: number | null,
): Promise<EnrolmentRow | undefined> => {
  const [row] = await db
    .update(autopayEnrolments)
    .set({ state: 'eliminada', token: null, removedAt: new Date(), removedBy })
    .where(
      and(
        eq(autopayEnrolments.id, enrolmentId),
        inArray(autopayEnrolments.state, ['pendiente', 'activa']),
      ),
    )
    .returning();
  await db
    .update(autopayWards)
    .set({ active: false })
    .where(eq(autopayWards.enrolmentId, enrolmentId));
  return row;
};

interface CardRow {
  id: number;
  payer_id: number;
  card_type: string | null;
  card_last4: string | null;
  active_from: string;
  wards: { id: number; name: string }[] | null;
  next_charge_date: string | null;
  last_state: string | null;
  last_approved: boolean | null;
  last_at: Date | string | null;
}

/**
 * Active cards with their covered wards, next due date and last result, for one payer or a page
 * of them. `today` is Santiago's date.
 */
export const loadCards = async (
  db: Db,
  today: string,
  enrolmentIds: number[],
): Promise<Map<number, AutopayCard & { payerId: number }>> => {
  if (enrolmentIds.length === 0) return new Map();
  const rows = await selectRows<CardRow>(
    db,
    sql`select e.id, e.payer_id, e.card_type, e.card_last4, e.active_from::text as active_from,
          (select json_agg(json_build_object('id', u.id, 'name', trim(u.first_name || ' ' || u.last_name)) order by u.last_name, u.id)
             from autopay_wards w join users u on u.id = w.student_id where w.enrolment_id = e.id and w.active) as wards,
          -- A declined charge's next try is its retry date; one whose retries are spent is not next.
          (select min(coalesce(f.next_attempt_on, c.due_date))::text from charges c
             join autopay_wards w on w.student_id = c.student_id and w.active
             left join autopay_charge_failures f on f.charge_id = c.id
             where w.enrolment_id = e.id and c.state in ('pendiente', 'vencido') and c.due_date >= e.active_from
               and (f.charge_id is null or f.next_attempt_on is not null)
               and coalesce(f.next_attempt_on, c.due_date) >= ${today}::date) as next_charge_date,
          a.state as last_state, a.approved as last_approved, a.updated_at as last_at
        from autopay_enrolments e
        left join lateral (
          select t.state, t.updated_at,
            exists (select 1 from autopay_attempt_payments ap join payments p on p.id = ap.payment_id
                    where ap.attempt_id = t.id and p.state = 'autorizada') as approved
          from autopay_attempts t where t.enrolment_id = e.id and t.state <> 'no_enviado'
          order by t.id desc limit 1) a on true
        where ${inList(sql`e.id`, enrolmentIds)} and e.state = 'activa'`,
  );
  return new Map(
    rows.map((r) => [
      Number(r.id),
      {
        id: Number(r.id),
        payerId: Number(r.payer_id),
        cardType: r.card_type,
        cardLast4: r.card_last4,
        wards: (r.wards ?? []).map((w) => ({ id: Number(w.id), name: w.name })),
        activeFrom: r.active_from,
        nextChargeDate: r.next_charge_date,
        lastResult:
          r.last_state === null
            ? null
            : r.last_state === 'autorizando'
              ? 'en_curso'
              : r.last_approved
                ? 'aprobado'
                : 'rechazado',
        lastResultAt: r.last_at === null ? null : new Date(r.last_at).toISOString(),
      },
    ]),
  );
};

/**
 * The enrolment's declined open charges whose retry is later (or spent) get today as retry date;
 * answers their ids. Charges due before the card's activation are not the card's.
 */
export const moveRetriesToToday = async (
  db: Db,
  enrolmentId: number,
  today: string,
): Promise<number[]> => {
  const rows = await selectRows<{ charge_id: number }>(
    db,
    sql`update autopay_charge_failures f set next_attempt_on = ${today}::date, updated_at = now()
        from charges c, autopay_wards w, autopay_enrolments e
        where c.id = f.charge_id and c.state in ('pendiente', 'vencido')
          and w.student_id = c.student_id and w.active and w.enrolment_id = e.id
          and e.id = ${enrolmentId} and c.due_date >= e.active_from and c.due_date <= ${today}::date
          and (f.next_attempt_on is null or f.next_attempt_on > ${today}::date)
        returning f.charge_id`,
  );
  return rows.map((r) => Number(r.charge_id));
};
