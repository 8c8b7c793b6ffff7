import type { PortalPerson } from '@academias/shared/contract/portal';
import { type SQL, sql } from 'drizzle-orm';
import { notFound } from '../../http/http-error.ts';
import { type Db, selectRows, inList } from '../../db/db-handle.ts';
import { holdTag } from './hold-tag.ts';
import { signLookupToken } from './lookup-token.ts';

/** "María José" "González" -> "María G.": enough for a payer to recognise, not to identify. */
export const displayName = (firstName: string, lastName: string): string => {
  const first = firstName.trim().split(/\s+/)[0] ?? '';
  const initial = lastName.trim().charAt(0).toUpperCase();
  return initial ? `${first} ${initial}.` : first;
};

interface PersonRow {
  id: number;
  first_name: string;
  last_name: string;
  is_self: boolean;
}
interface ChargeRow {
  id: number;
  student_id: number;
  description: string;
  period: string;
  due_date: string;
  amount: number;
  state: string;
  reserved: boolean;
  hold_expires_at: string | Date | null;
  hold_session: string | null;
  hold_state: string | null;
}

/** Whole minutes a hold has left (at least 1 while it lasts, 0 once due to be freed). */
export const minutesLeft = (expiresAt: string | Date | null, now = Date.now()): number | null => {
  if (expiresAt === null) return null;
  const ms = new Date(expiresAt).getTime() - now;
  return ms <= 0 ? 0 : Math.ceil(ms / 60_000);
};

/**
 * The portal's lookup: the person of the RUT and whose charges they can pay (themselves and their
 * wards), with only the open charges' description, period, due date and amount.
 */
export const findPayerByRut = (db: Db, secret: Uint8Array, rut: string, holder: string) =>
  findPayer(db, secret, sql`rut = ${rut}`, holder);

/** The same lookup for a known person (a personal pay link names the payer by id). */
export const findPayerById = (db: Db, secret: Uint8Array, userId: number, holder: string) =>
  findPayer(db, secret, sql`id = ${userId}`, holder);

const findPayer = async (db: Db, secret: Uint8Array, who: SQL, holder: string) => {
  const people = await selectRows<PersonRow>(
    db,
    sql`with payer as (select id from users where ${who} and archived_at is null and disabled_at is null)
        select u.id, u.first_name, u.last_name, true as is_self from users u join payer on payer.id = u.id
        union all
        select u.id, u.first_name, u.last_name, false from guardians g join payer on payer.id = g.guardian_id
          join users u on u.id = g.student_id where u.archived_at is null
        order by is_self desc, first_name`,
  );
  const tag = holdTag(secret, holder);
  const payer = people.find((p) => p.is_self);
  if (!payer)
    throw notFound(
      'No encontramos a nadie con ese RUT. Revisa el número o consulta en tu academia.',
    );
  const charges = await selectRows<ChargeRow>(
    db,
    sql`select c.id, c.student_id, c.description, c.period, c.due_date::text as due_date, c.amount, c.state,
          hold.payment_id is not null as reserved, hold.expires_at as hold_expires_at,
          hold.session_id as hold_session, hold.state as hold_state
        from charges c
        left join lateral (
          select pi.payment_id, p.expires_at, p.session_id, p.state from payment_items pi
          join payments p on p.id = pi.payment_id
          where pi.charge_id = c.id and pi.active limit 1
        ) hold on true
        where ${inList(
          sql`c.student_id`,
          people.map((p) => Number(p.id)),
        )} and c.state in ('pendiente', 'vencido')
        order by c.due_date, c.id`,
  );
  const result: PortalPerson[] = people
    .map((p) => ({
      userId: Number(p.id),
      displayName: displayName(p.first_name, p.last_name),
      charges: charges
        .filter((c) => Number(c.student_id) === Number(p.id))
        .map((c) => ({
          id: Number(c.id),
          description: c.description,
          period: c.period,
          dueDate: c.due_date,
          amount: Number(c.amount),
          overdue: c.state === 'vencido',
          reserved: Boolean(c.reserved),
          reservedMinutes: c.reserved ? minutesLeft(c.hold_expires_at) : null,
          // Only a hold still waiting for the card form can be taken over; one being confirmed cannot.
          heldByYou: Boolean(c.reserved) && c.hold_state === 'creada' && c.hold_session === tag,
        })),
    }))
    // A guardian without charges of their own is listed only through their wards.
    .filter((p) => p.userId !== Number(payer.id) || p.charges.length > 0 || people.length === 1);
  const payerId = Number(payer.id);
  return {
    payer: { userId: payerId, displayName: displayName(payer.first_name, payer.last_name) },
    people: result,
    lookupToken: signLookupToken(secret, {
      payerId,
      people: people.map((p) => Number(p.id)),
      holder,
    }),
  };
};
