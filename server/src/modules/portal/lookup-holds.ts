import { sql } from 'drizzle-orm';
import { badRequest, notFound, tooManyRequests } from '../../http/http-error.ts';
import { type Db, selectRows, sqlList } from '../../db/db-handle.ts';
import { readLookupToken } from './lookup-token.ts';

/** Card payments a family may have open at once (each holds its charges for a few minutes). */
export const MAX_OPEN_HOLDS = 3;

/**
 * `webpay/create` only for the people a recent lookup showed, and a few open holds per payer, so
 * nobody can keep a family's charges reserved with ids seen elsewhere (the family would get 409s).
 */
export const assertLookupAllows = async (
  db: Db,
  secret: Uint8Array,
  token: string,
  userId: number,
): Promise<void> => {
  const claims = readLookupToken(secret, token);
  if (!claims)
    throw badRequest(
      'La búsqueda expiró o no es válida. Busca de nuevo por RUT para pagar.',
      'lookupToken',
    );
  if (!claims.people.includes(userId)) throw notFound('No se encontró la persona.');
  const [open] = await selectRows<{ n: number }>(
    db,
    sql`select count(*)::int as n from payments
        where state = 'creada' and expires_at > now() and user_id in (${sqlList(claims.people)})`,
  );
  if (Number(open?.n ?? 0) >= MAX_OPEN_HOLDS) {
    throw tooManyRequests(
      'Ya hay pagos en curso para esta familia. Termina o cierra esos pagos, o espera unos minutos.',
    );
  }
};
