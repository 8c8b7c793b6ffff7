import type {
  ReportDateRange,
  TransbankFigures,
  TransbankReport,
} from '@academias/shared/contract/reports';
import { sql } from 'drizzle-orm';
import { preparedRows } from '../../db/client.ts';
import { type Db, selectRows } from '../../db/db-handle.ts';
import { nextDay, reportTimeZone } from './report-dates.ts';
import { approvedLinesCte } from './report-sql.ts';

interface CardDay {
  day: string;
  payments: number;
  amount: number;
  commission: number;
}

/**
 * The card days of the range as the daily summary holds them (report_daily: one row per local
 * day, kept by the triggers with the same computation as every other report): read as stored, no
 * grouping; the months are added up from the days here (integers, exact).
 */
const cardDays = (db: Db, range: ReportDateRange) =>
  preparedRows<CardDay>(
    db,
    sql`select local_date::text as day, card_payments as payments, card_revenue::float8 as amount,
        card_commission::float8 as commission
      from report_daily
      where local_date >= ${range.startDate}::date and local_date <= ${range.endDate}::date and card_payments > 0
      order by local_date`,
  );

const figuresOf = (period: string, days: CardDay[]): TransbankFigures => {
  const sum = (key: 'payments' | 'amount' | 'commission') =>
    days.reduce((total, d) => total + d[key], 0);
  const amount = sum('amount');
  const commission = sum('commission');
  return { period, payments: sum('payments'), amount, commission, net: amount - commission };
};

/** Days grouped by `key` of their date (the day itself, or its month), in date order. */
const groupedBy = (days: CardDay[], key: (day: string) => string): TransbankFigures[] => {
  const groups = new Map<string, CardDay[]>();
  for (const d of days) {
    const group = groups.get(key(d.day));
    if (group) group.push(d);
    else groups.set(key(d.day), [d]);
  }
  return [...groups].map(([period, ofPeriod]) => figuresOf(period, ofPeriod));
};

/**
 * Card payments (Webpay Plus and Webpay Oneclick, the autopay): amount, Transbank commission at
 * the rate in force on the payment's date, and the net deposit, by day and by month; the page of
 * payments is computed with the shared `paid` CTE for only the payments of that page. Two queries
 * in parallel: the days (prepared: its plan does not depend on the range) and the page (planned
 * per call: ~70 % of its PostgreSQL time is planning, but forcing the generic plan needs a
 * transaction whose extra round trips cost the server more than they save the database; measured
 * in docs/performance.md, session 10).
 */
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
  const [days, items] = await Promise.all([
    cardDays(db, range),
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
  const { period: _all, ...totals } = figuresOf('', days);
  return {
    ...range,
    byDay: groupedBy(days, (day) => day),
    byMonth: groupedBy(days, (day) => day.slice(0, 7)),
    totals,
    payments: { items, total: totals.payments, page: query.page, pageSize: query.pageSize },
  };
};
