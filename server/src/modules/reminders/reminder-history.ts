import { sql } from 'drizzle-orm';
import { type Db, selectRows } from '../../db/db-handle.ts';

interface HistoryRow {
  id: number;
  day: string;
  origin: 'programado' | 'manual';
  payer_name: string;
  email: string | null;
  state: 'pendiente' | 'enviado' | 'fallido' | 'omitido';
  reason: string | null;
  sent_at: Date | string | null;
  charges: { id: number; description: string; amount: number }[] | string;
  total: number;
}

/**
 * Reminders that listed a charge, or that went to a person or listed their charges (a student's
 * page shows the reminders their guardian got about them). Newest first.
 */
export const reminderHistory = async (
  db: Db,
  query: {
    page: number;
    pageSize: number;
    chargeId?: number | undefined;
    userId?: number | undefined;
  },
) => {
  const conditions = [sql`true`];
  if (query.chargeId)
    conditions.push(
      sql`exists (select 1 from reminder_charges rc where rc.delivery_id = d.id and rc.charge_id = ${query.chargeId})`,
    );
  if (query.userId) {
    conditions.push(sql`(d.payer_id = ${query.userId} or exists (select 1 from reminder_charges rc join charges c on c.id = rc.charge_id
      where rc.delivery_id = d.id and c.student_id = ${query.userId}))`);
  }
  const where = sql.join(conditions, sql` and `);
  const found = await selectRows<HistoryRow>(
    db,
    sql`select d.id, d.day::text as day, d.origin, trim(u.first_name || ' ' || u.last_name) as payer_name, o.email,
        case when o.state is null or o.state = 'enviando' then 'pendiente' else o.state end as state, o.last_error as reason, o.sent_at,
        coalesce((select json_agg(json_build_object('id', c.id, 'description', c.description, 'amount', c.amount) order by c.due_date, c.id)
          from reminder_charges rc join charges c on c.id = rc.charge_id where rc.delivery_id = d.id), '[]'::json) as charges,
        count(*) over ()::int as total
      from reminder_deliveries d join users u on u.id = d.payer_id left join email_outbox o on o.id = d.outbox_id
      where ${where}
      order by d.day desc, d.id desc
      limit ${query.pageSize} offset ${(query.page - 1) * query.pageSize}`,
  );
  return {
    items: found.map((r) => ({
      id: r.id,
      day: r.day,
      origin: r.origin,
      payerName: r.payer_name,
      email: r.email,
      state: r.state,
      reason: r.reason,
      sentAt: r.sent_at ? new Date(r.sent_at).toISOString() : null,
      charges:
        typeof r.charges === 'string'
          ? (JSON.parse(r.charges) as { id: number; description: string; amount: number }[])
          : r.charges,
    })),
    total: found[0]?.total ?? 0,
    page: query.page,
    pageSize: query.pageSize,
  };
};
