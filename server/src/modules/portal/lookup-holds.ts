import { sql } from 'drizzle-orm';
import { badRequest, notFound, tooManyRequests } from '../../http/http-error.ts';
import { type Db, selectRows, inList } from '../../db/db-handle.ts';
import { holdTag } from './hold-tag.ts';
import { type LookupClaims, readLookupToken } from './lookup-token.ts';

/** Card payments a family may have open at once (each holds its charges for a few minutes). */
export const MAX_OPEN_HOLDS = 3;

/**
 * `webpay/create` only for the people a recent lookup showed, and a few open holds per payer, so
 * nobody can keep a family's charges reserved with ids seen elsewhere (the family would get 409s).
 */
/** The claims of a valid lookup token, else a Spanish 400 asking to search again. */
export const lookupClaims = (secret: Uint8Array, token: string): LookupClaims => {
  const claims = readLookupToken(secret, token);
  if (!claims)
    throw badRequest(
      'La búsqueda expiró o no es válida. Busca de nuevo por RUT para pagar.',
      'lookupToken',
    );
  return claims;
};

/**
 * Returns the payer's hold tag. The caller's own payments holding the chosen charges are not
 * counted: the new attempt replaces them.
 */
export const assertLookupAllows = async (
  db: Db,
  secret: Uint8Array,
  token: string,
  userId: number,
  chargeIds: number[],
): Promise<string> => {
  const claims = lookupClaims(secret, token);
  if (!claims.people.includes(userId)) throw notFound('No se encontró la persona.');
  const tag = holdTag(secret, claims.holder);
  const [open] = await selectRows<{ n: number }>(
    db,
    sql`select count(*)::int as n from payments p
        where p.state = 'creada' and p.expires_at > now() and ${inList(sql`p.user_id`, claims.people)}
          and not (p.session_id = ${tag} and exists (select 1 from payment_items pi
            where pi.payment_id = p.id and pi.active and ${inList(sql`pi.charge_id`, chargeIds)}))`,
  );
  if (Number(open?.n ?? 0) >= MAX_OPEN_HOLDS) {
    throw tooManyRequests(
      'Ya hay pagos en curso para esta familia. Termina o cierra esos pagos, o espera unos minutos.',
    );
  }
  return tag;
};

/** A charge of someone the lookup showed, else 404 (never saying whose it is). */
export const assertChargeOfLookup = async (
  db: Db,
  people: number[],
  chargeId: number,
): Promise<void> => {
  const [row] = await selectRows<{ id: number }>(
    db,
    sql`select id from charges where id = ${chargeId} and ${inList(sql`student_id`, people)}`,
  );
  if (!row) throw notFound('No se encontró el cobro.');
};
