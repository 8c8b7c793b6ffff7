import type { Payment } from '@academias/shared/contract/payments';
import type { z } from 'zod';
import type { getPayments } from '@academias/shared/contract/payments';
import { type SQL, sql } from 'drizzle-orm';
import type { CurrentUser } from '../../auth/current-user.ts';
import { likePattern, rutSearch } from '../../db/list-helpers.ts';
import { type Db, selectRows, inList } from '../../db/db-handle.ts';
import { paymentFilters, paymentScope } from './payment-scope.ts';
import { paymentStateText } from './payment-state-label.ts';

type Query = z.infer<NonNullable<(typeof getPayments)['query']>>;

interface PaymentListRow {
  id: number;
  buy_order: string;
  user_id: number;
  payer_name: string;
  payer_rut: string | null;
  method: Payment['method'];
  state: Payment['state'];
  amount: number;
  authorization_code: string | null;
  card_last4: string | null;
  payment_type_code: string | null;
  installments_number: number | null;
  reference: string | null;
  created_at: string | Date;
  paid_at: string | Date | null;
  annulled_at: string | Date | null;
  annul_reason: string | null;
  annulled_by: number | null;
  annulled_by_name: string | null;
  document_id: number | null;
  document_type: number | null;
  document_folio: number | null;
  document_waiting: string | null;
  total: number;
}

const SORTS: Record<string, SQL> = {
  createdAt: sql`p.created_at`,
  paidAt: sql`p.paid_at`,
  amount: sql`p.amount`,
  id: sql`p.id`,
};

const iso = (value: string | Date | null): string | null =>
  value === null ? null : new Date(value).toISOString();

/** Loads the items of the listed payments in one query. */
export const loadItems = async (db: Db, paymentIds: number[]) => {
  if (paymentIds.length === 0) return new Map<number, Payment['items']>();
  const items = await selectRows<{
    payment_id: number;
    charge_id: number;
    description: string;
    period: string;
    is_one_off: boolean;
    academy_id: number;
    academy_name: string;
    student_name: string;
    amount: number;
  }>(
    db,
    sql`select pi.payment_id, pi.charge_id, c.description, c.period, c.is_one_off, c.academy_id, a.name as academy_name,
          trim(u.first_name || ' ' || u.last_name) as student_name, pi.amount
        from payment_items pi join charges c on c.id = pi.charge_id join academies a on a.id = c.academy_id join users u on u.id = c.student_id
        where ${inList(sql`pi.payment_id`, paymentIds)} order by pi.id`,
  );
  const byPayment = new Map<number, Payment['items']>();
  for (const i of items) {
    const list = byPayment.get(Number(i.payment_id)) ?? [];
    list.push({
      chargeId: Number(i.charge_id),
      description: i.description,
      period: i.is_one_off ? null : i.period,
      academyId: Number(i.academy_id),
      academyName: i.academy_name,
      studentName: i.student_name,
      amount: Number(i.amount),
    });
    byPayment.set(Number(i.payment_id), list);
  }
  return byPayment;
};

/** Payments filtered, searched, sorted and paged in SQL, within what the user may see. */
export const listPayments = async (db: Db, user: CurrentUser, query: Query, onlyId?: number) => {
  const conditions: SQL[] = [paymentScope(user)];
  if (onlyId !== undefined) conditions.push(sql`p.id = ${onlyId}`);
  if (query.state) conditions.push(sql`p.state = ${query.state}`);
  if (query.method) conditions.push(sql`p.method = ${query.method}`);
  if (query.userId) conditions.push(sql`p.user_id = ${query.userId}`);
  if (query.ids) conditions.push(inList(sql`p.id`, query.ids.split(',').map(Number)));
  conditions.push(...paymentFilters(query, sql`p.created_at`));
  if (query.search) {
    const like = likePattern(query.search);
    // The students list's RUT rule (db/list-helpers.ts): a name with digits is not a RUT.
    const rut = rutSearch(query.search);
    conditions.push(sql`(p.buy_order ilike ${like} or p.authorization_code ilike ${like}
      or trim(u.first_name || ' ' || u.last_name) ilike ${like}
      ${rut ? sql`or replace(u.rut, '-', '') like ${likePattern(rut.replace(/-/g, ''))}` : sql``})`);
  }
  const where = sql.join(conditions, sql` and `);
  const order = SORTS[query.sort ?? 'createdAt'] ?? SORTS.createdAt!;
  const direction = query.sort ? (query.order === 'desc' ? sql`desc` : sql`asc`) : sql`desc`;
  const found = await selectRows<PaymentListRow>(
    db,
    sql`select p.id, p.buy_order, p.user_id, trim(u.first_name || ' ' || u.last_name) as payer_name, u.rut as payer_rut,
          p.method, p.state, p.amount, p.authorization_code, p.card_last4, p.payment_type_code, p.installments_number,
          p.reference, p.created_at, p.paid_at, p.annulled_at, p.annul_reason, p.annulled_by,
          (select trim(ab.first_name || ' ' || ab.last_name) from users ab where ab.id = p.annulled_by) as annulled_by_name,
          d.id as document_id, d.type as document_type, d.folio as document_folio,
          (select w.message from sii_pending_documents w where w.payment_id = p.id and w.type <> 61) as document_waiting,
          count(*) over ()::int as total
        from payments p join users u on u.id = p.user_id left join documents d on d.payment_id = p.id
        where ${where}
        order by ${order} ${direction} nulls last, p.id desc
        limit ${query.pageSize} offset ${(query.page - 1) * query.pageSize}`,
  );
  const items = await loadItems(
    db,
    found.map((r) => Number(r.id)),
  );
  const list: Payment[] = found.map((r) => ({
    id: Number(r.id),
    buyOrder: r.buy_order,
    userId: Number(r.user_id),
    payerName: r.payer_name,
    payerRut: r.payer_rut,
    method: r.method,
    state: r.state,
    amount: Number(r.amount),
    authorizationCode: r.authorization_code,
    cardLast4: r.card_last4,
    paymentTypeCode: r.payment_type_code,
    installmentsNumber: r.installments_number === null ? null : Number(r.installments_number),
    reference: r.reference,
    createdAt: iso(r.created_at)!,
    paidAt: iso(r.paid_at),
    annulledAt: iso(r.annulled_at),
    annulReason: r.annul_reason,
    stateLabel: paymentStateText({
      state: r.state,
      annulledBy: r.annulled_by === null ? null : Number(r.annulled_by),
      annulReason: r.annul_reason,
    }),
    annulledByName: r.annulled_by_name,
    document:
      r.document_id === null
        ? null
        : {
            id: Number(r.document_id),
            type: Number(r.document_type),
            folio: Number(r.document_folio),
          },
    documentWaiting: r.document_id === null ? r.document_waiting : null,
    // A teacher sees the lines of their own academies only, even in a payment that spans several.
    items: (items.get(Number(r.id)) ?? []).filter(
      (i) => user.role !== 'teacher' || user.academyIds.includes(i.academyId),
    ),
  }));
  let total = found[0]?.total ?? 0;
  if (found.length === 0 && query.page > 1) {
    const [counted] = await selectRows<{ n: number }>(
      db,
      sql`select count(*)::int as n from payments p join users u on u.id = p.user_id where ${where}`,
    );
    total = counted?.n ?? 0;
  }
  return { items: list, total: Number(total), page: query.page, pageSize: query.pageSize };
};
