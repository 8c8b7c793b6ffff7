import type { AutopayPayer } from '@academias/shared/contract/autopay';
import type { ListQuery } from '@academias/shared/contract';
import { sql } from 'drizzle-orm';
import { selectRows } from '../../db/db-handle.ts';
import { type AutopayContext, santiagoDate } from './autopay-context.ts';
import { loadCards } from './enrolment-repository.ts';

/** Payers with an active card, a page at a time (few rows: one per payer who enrolled). */
export const listAutopay = async (
  ctx: AutopayContext,
  query: ListQuery & { sort?: 'payerName' | 'activeFrom' | undefined },
  now = new Date(),
) => {
  const search = query.search ? `%${query.search}%` : null;
  const where = sql`e.state = 'activa' ${search ? sql`and (trim(u.first_name || ' ' || u.last_name) ilike ${search} or u.rut ilike ${search})` : sql``}`;
  const direction = query.order === 'desc' ? sql`desc` : sql`asc`;
  const orderBy =
    query.sort === 'activeFrom'
      ? sql`e.active_from ${direction}, e.id`
      : sql`u.last_name ${direction}, u.first_name ${direction}, e.id`;
  const [total] = await selectRows<{ n: number }>(
    ctx.db,
    sql`select count(*)::int as n from autopay_enrolments e join users u on u.id = e.payer_id where ${where}`,
  );
  const rows = await selectRows<{ id: number; payer_id: number; name: string; rut: string | null }>(
    ctx.db,
    sql`select e.id, e.payer_id, trim(u.first_name || ' ' || u.last_name) as name, u.rut
        from autopay_enrolments e join users u on u.id = e.payer_id where ${where}
        order by ${orderBy} limit ${query.pageSize} offset ${(query.page - 1) * query.pageSize}`,
  );
  const cards = await loadCards(
    ctx.db,
    santiagoDate(now),
    rows.map((r) => Number(r.id)),
  );
  const items: AutopayPayer[] = rows.flatMap((r) => {
    const card = cards.get(Number(r.id));
    return card ? [{ payerId: Number(r.payer_id), payerName: r.name, payerRut: r.rut, card }] : [];
  });
  return {
    items,
    total: Number(total?.n ?? 0),
    page: query.page,
    pageSize: query.pageSize,
    nextCursor: null,
  };
};
