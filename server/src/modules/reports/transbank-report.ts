import type {
  ReportDateRange,
  TransbankFigures,
  TransbankReport,
} from '@academias/shared/contract/reports';
import { sql } from 'drizzle-orm';
import { type Db, selectRows } from '../../db/db-handle.ts';
import { nextDay, reportTimeZone } from './report-dates.ts';
import { approvedLinesCte } from './report-sql.ts';

/**
 * Card payments (Webpay Plus and Webpay Oneclick, the autopay): amount, Transbank commission at the rate in force on the payment's
 * date, and the net deposit, by day and by month. The sums come from the daily summary the
 * triggers keep (report_daily, filled by the same computation as every other report); the page of
 * payments is computed with the shared `paid` CTE for only the payments of that page.
 */
const grouped = (db: Db, range: ReportDateRange, format: 'YYYY-MM-DD' | 'YYYY-MM') =>
  selectRows<TransbankFigures>(
    db,
    sql`select to_char(local_date, ${format}) as period, sum(card_payments)::int as payments, sum(card_revenue)::float8 as amount,
        sum(card_commission)::float8 as commission, sum(card_revenue - card_commission)::float8 as net
      from report_daily
      where local_date >= ${range.startDate}::date and local_date <= ${range.endDate}::date and card_payments > 0
      group by 1 order by 1`,
  );

export const transbankReport = async (
  db: Db,
  query: ReportDateRange & { page: number; pageSize: number },
): Promise<TransbankReport> => {
  const range = { startDate: query.startDate, endDate: query.endDate };
  const offset = (query.page - 1) * query.pageSize;
  const from = sql`(${range.startDate}::timestamp at time zone ${reportTimeZone})`;
  const to = sql`(${nextDay(range.endDate)}::timestamp at time zone ${reportTimeZone})`;
  // The page's payments through the partial index on approved payments' paid time.
  const page = sql`select pp.id from payments pp
    where pp.state = 'autorizada' and pp.method in ('webpay', 'oneclick') and pp.paid_at >= ${from} and pp.paid_at < ${to}
      and exists (select 1 from payment_items ppi where ppi.payment_id = pp.id)
    order by pp.paid_at desc, pp.id desc limit ${query.pageSize} offset ${offset}`;
  const [byDay, byMonth, items] = await Promise.all([
    grouped(db, range, 'YYYY-MM-DD'),
    grouped(db, range, 'YYYY-MM'),
    selectRows<TransbankReport['payments']['items'][number]>(
      db,
      sql`with ${approvedLinesCte({ ...range, cardOnly: true, paymentIds: page })}
        select pd.id, to_char(pd.paid_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as "paidAt",
          p.buy_order as "buyOrder", trim(u.first_name || ' ' || u.last_name) as "userName",
          p.card_last4 as "cardLast4", p.authorization_code as "authorizationCode",
          pd.amount::float8 as amount, pd.percent, pd.fixed_amount::float8 as "fixedAmount",
          pd.commission::float8 as commission, (pd.amount - pd.commission)::float8 as net
        from paid pd join payments p on p.id = pd.id join users u on u.id = pd.user_id
        order by pd.paid_at desc, pd.id desc`,
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
