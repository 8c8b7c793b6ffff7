import type { ReportDateRange, TransbankFigures, TransbankReport } from '@academias/shared/contract/reports';
import { sql } from 'drizzle-orm';
import { type Db, rows } from '../../db/client.ts';
import { approvedLinesCte } from './report-sql.ts';

/**
 * Card (Webpay) payments: amount, Transbank commission at the rate in force on the payment's
 * date, and the net deposit, by day and by month. Uses the same `paid` CTE as every other report.
 */
const cte = (range: ReportDateRange) => approvedLinesCte({ ...range, cardOnly: true });

const grouped = (db: Db, range: ReportDateRange, format: 'YYYY-MM-DD' | 'YYYY-MM') =>
  rows<TransbankFigures>(
    db,
    sql`with ${cte(range)}
      select to_char(local_date, ${format}) as period, count(*)::int as payments, sum(amount)::float8 as amount,
        sum(commission)::float8 as commission, sum(amount - commission)::float8 as net
      from paid group by 1 order by 1`,
  );

export const transbankReport = async (
  db: Db,
  query: ReportDateRange & { page: number; pageSize: number },
): Promise<TransbankReport> => {
  const range = { startDate: query.startDate, endDate: query.endDate };
  const offset = (query.page - 1) * query.pageSize;
  const [byDay, byMonth, items] = await Promise.all([
    grouped(db, range, 'YYYY-MM-DD'),
    grouped(db, range, 'YYYY-MM'),
    rows<TransbankReport['payments']['items'][number]>(
      db,
      sql`with ${cte(range)}
        select pd.id, to_char(pd.paid_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as "paidAt",
          p.buy_order as "buyOrder", trim(u.first_name || ' ' || u.last_name) as "userName",
          p.card_last4 as "cardLast4", p.authorization_code as "authorizationCode",
          pd.amount::float8 as amount, pd.percent, pd.fixed_amount::float8 as "fixedAmount",
          pd.commission::float8 as commission, (pd.amount - pd.commission)::float8 as net
        from paid pd join payments p on p.id = pd.id join users u on u.id = pd.user_id
        order by pd.paid_at desc, pd.id desc
        limit ${query.pageSize} offset ${offset}`,
    ),
  ]);
  const totals = byMonth.reduce(
    (acc, m) => ({
      payments: acc.payments + m.payments,
      amount: acc.amount + m.amount,
      commission: acc.commission + m.commission,
      net: acc.net + m.net,
    }),
    { payments: 0, amount: 0, commission: 0, net: 0 },
  );
  return {
    ...range,
    byDay,
    byMonth,
    totals,
    payments: { items, total: totals.payments, page: query.page, pageSize: query.pageSize },
  };
};
