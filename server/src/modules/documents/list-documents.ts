import type { IssuedDocument, getPaymentSlips } from '@academias/shared/contract/documents';
import { type SQL, sql } from 'drizzle-orm';
import type { SiiEnvioState } from '../../db/schema/sii.ts';
import type { z } from 'zod';
import type { CurrentUser } from '../../auth/current-user.ts';
import { type Db, selectRows } from '../../db/db-handle.ts';
import { paymentFilters, paymentScope } from '../payments/payment-scope.ts';

type Query = z.infer<NonNullable<(typeof getPaymentSlips)['query']>>;

const SORTS: Record<string, SQL> = {
  issuedAt: sql`d.issued_at`,
  folio: sql`d.folio`,
  total: sql`d.total`,
  id: sql`d.id`,
};

interface Row {
  id: number;
  payment_id: number;
  type: number;
  folio: number;
  state: 'emitida' | 'anulada';
  issued_at: string | Date;
  receiver_name: string;
  receiver_rut: string;
  total: number;
  method: string;
  sii_id: number | null;
  sii_state: SiiEnvioState | null;
  sii_reason: string | null;
  nc_folio: number | null;
  nc_state: SiiEnvioState | null;
  count: number;
}

/** Issued documents within what the user may see (through their payment), paged in SQL. */
export const listDocuments = async (db: Db, user: CurrentUser, query: Query, onlyId?: number) => {
  const conditions: SQL[] = [paymentScope(user)];
  if (onlyId !== undefined) conditions.push(sql`d.id = ${onlyId}`);
  if (query.type) conditions.push(sql`d.type = ${query.type}`);
  if (query.state) conditions.push(sql`d.state = ${query.state}`);
  if (query.userId) conditions.push(sql`p.user_id = ${query.userId}`);
  conditions.push(...paymentFilters(query, sql`d.issued_at`));
  if (query.search) {
    const like = `%${query.search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    const folio = /^\d{1,9}$/.test(query.search.trim()) ? Number(query.search.trim()) : null;
    conditions.push(sql`(d.receiver->>'name' ilike ${like} or d.receiver->>'rut' ilike ${like} or p.buy_order ilike ${like}
      ${folio !== null ? sql`or d.folio = ${folio}` : sql``})`);
  }
  const order = SORTS[query.sort ?? 'issuedAt'] ?? SORTS.issuedAt!;
  const direction = query.sort ? (query.order === 'desc' ? sql`desc` : sql`asc`) : sql`desc`;
  const found = await selectRows<Row>(
    db,
    sql`select d.id, d.payment_id, d.type, d.folio, d.state, d.issued_at, d.receiver->>'name' as receiver_name,
          d.receiver->>'rut' as receiver_rut, d.total, p.method,
          b.id as sii_id, b.state as sii_state, b.reason as sii_reason, nc.folio as nc_folio, nc.state as nc_state,
          count(*) over ()::int as count
        from documents d join payments p on p.id = d.payment_id
        left join sii_envios b on b.document_id = d.id and b.dte_type = d.type
        left join sii_envios nc on nc.document_id = d.id and nc.dte_type = 61
        where ${sql.join(conditions, sql` and `)}
        order by ${order} ${direction}, d.id desc
        limit ${query.pageSize} offset ${(query.page - 1) * query.pageSize}`,
  );
  const items: IssuedDocument[] = found.map((r) => ({
    id: Number(r.id),
    paymentId: Number(r.payment_id),
    type: Number(r.type),
    folio: Number(r.folio),
    state: r.state,
    issuedAt: new Date(r.issued_at).toISOString(),
    receiverName: r.receiver_name,
    receiverRut: r.receiver_rut,
    total: Number(r.total),
    method: r.method,
    sii:
      r.sii_id === null
        ? null
        : {
            envioId: Number(r.sii_id),
            state: r.sii_state!,
            reason: r.sii_reason,
            creditNote:
              r.nc_folio === null ? null : { folio: Number(r.nc_folio), state: r.nc_state! },
          },
  }));
  let total = found[0]?.count ?? 0;
  if (found.length === 0 && query.page > 1) {
    const [counted] = await selectRows<{ n: number }>(
      db,
      sql`select count(*)::int as n from documents d join payments p on p.id = d.payment_id where ${sql.join(conditions, sql` and `)}`,
    );
    total = counted?.n ?? 0;
  }
  return { items, total: Number(total), page: query.page, pageSize: query.pageSize };
};
