import type { AcademyFigures } from '@academias/shared/contract/reports';
import type { Db } from '../../db/db-handle.ts';
import {
  academies,
  academyCharges,
  academyPercents,
  chargeCredits,
  charges,
  expenses,
  paymentItems,
  payments,
  transbankCommissions,
} from '../../db/schema/index.ts';

/**
 * An independent computation of the report figures in plain TypeScript over every row, written
 * without the SQL, to check the SQL against. Slow on purpose: tests only.
 */
const localDay = (at: Date) =>
  new Intl.DateTimeFormat('en-CA', {
    timeZone: 'America/Santiago',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(at);

export interface OracleLine {
  paymentId: number;
  method: string;
  userId: number;
  day: string;
  academyId: number;
  studentId: number;
  /** The charge's kind: `cuota`, `recargo` (late fee) or `ajuste` (closed-month correction). */
  kind: string;
  amount: number;
}

export interface OraclePayment {
  id: number;
  method: string;
  userId: number;
  day: string;
  amount: number;
  percent: number;
  fixedAmount: number;
  commission: number;
}

export const loadOracle = async (db: Db) => {
  const [pays, items, chargeRows, rates, expenseRows, fixed, percents, academyRows, credits] =
    await Promise.all([
      db.select().from(payments),
      db.select().from(paymentItems),
      db.select().from(charges),
      db.select().from(transbankCommissions),
      db.select().from(expenses),
      db.select().from(academyCharges),
      db.select().from(academyPercents),
      db.select().from(academies),
      db.select().from(chargeCredits),
    ]);
  const chargeById = new Map(chargeRows.map((c) => [c.id, c]));
  const approved = pays.filter((p) => p.state === 'autorizada' && p.paidAt);
  const paymentsOut: OraclePayment[] = approved.map((p) => {
    const day = localDay(p.paidAt!);
    const amount = items.filter((i) => i.paymentId === p.id).reduce((s, i) => s + i.amount, 0);
    const rate = rates
      .filter((r) => r.validFrom <= day)
      .sort((a, b) => b.validFrom.localeCompare(a.validFrom))[0];
    const percent = rate?.percent ?? 0;
    const fixedAmount = rate?.fixedAmount ?? 0;
    // Integer arithmetic: percent has three decimals; round half up.
    const commission =
      p.method === 'webpay'
        ? Math.floor((amount * Math.round(percent * 1000) + 50_000) / 100_000) + fixedAmount
        : 0;
    return {
      id: p.id,
      method: p.method,
      userId: p.userId,
      day,
      amount,
      percent,
      fixedAmount,
      commission,
    };
  });
  const paymentById = new Map(paymentsOut.map((p) => [p.id, p]));
  const lines: OracleLine[] = items
    .filter((i) => paymentById.has(i.paymentId))
    .map((i) => {
      const p = paymentById.get(i.paymentId)!;
      const c = chargeById.get(i.chargeId)!;
      return {
        paymentId: p.id,
        method: p.method,
        userId: p.userId,
        day: p.day,
        academyId: c.academyId,
        studentId: c.studentId,
        kind: c.kind,
        amount: i.amount,
      };
    });
  return {
    payments: paymentsOut,
    lines,
    charges: chargeRows,
    expenses: expenseRows,
    fixed,
    percents,
    academies: academyRows,
    items,
    credits,
  };
};
export type Oracle = Awaited<ReturnType<typeof loadOracle>>;

/** Commission of each line: the payment's commission split by amount, remainder to its first item. */
const lineCommissions = (oracle: Oracle): Map<OracleLine, number> => {
  const result = new Map<OracleLine, number>();
  for (const p of oracle.payments) {
    const own = oracle.lines.filter((l) => l.paymentId === p.id);
    const parts = own.map((l) => Math.floor((p.commission * l.amount) / p.amount));
    const rest = p.commission - parts.reduce((s, x) => s + x, 0);
    own.forEach((l, i) => result.set(l, parts[i]! + (i === 0 ? rest : 0)));
  }
  return result;
};

export const oracleAcademyMonth = (
  oracle: Oracle,
  academyId: number | null,
  month: string,
): Omit<AcademyFigures, 'academyName'> => {
  const commissions = lineCommissions(oracle);
  const lines = oracle.lines.filter((l) => l.academyId === academyId && l.day.startsWith(month));
  // Credits given back on closed-month charges (charge_credits) come off the day's revenue.
  const credits = oracle.credits
    .filter((c) => c.academyId === academyId && c.localDate.startsWith(month))
    .reduce((s, c) => s + c.amount, 0);
  const revenue = lines.reduce((s, l) => s + l.amount, 0) - credits;
  const ofKind = (kind: string) =>
    lines.filter((l) => l.kind === kind).reduce((s, l) => s + l.amount, 0);
  const commission = lines.reduce((s, l) => s + commissions.get(l)!, 0);
  const expenses = oracle.expenses
    .filter((e) => e.academyId === academyId && !e.deletedAt && e.date.startsWith(month))
    .reduce((s, e) => s + e.amount, 0);
  const fixedCosts = oracle.fixed
    .filter((f) => f.academyId === academyId && (!f.endDate || f.endDate.slice(0, 7) >= month))
    .filter((f) =>
      f.frequency === 'mensual'
        ? f.startDate.slice(0, 7) <= month
        : f.startDate.slice(0, 7) === month,
    )
    .reduce((s, f) => s + f.amount, 0);
  // Each teacher's latest entry that starts on or before the month (dated percents).
  const inForce = new Map<number, (typeof oracle.percents)[number]>();
  for (const p of oracle.percents) {
    if (p.academyId !== academyId || p.validFrom.slice(0, 7) > month) continue;
    const seen = inForce.get(p.teacherId);
    if (!seen || seen.validFrom < p.validFrom) inForce.set(p.teacherId, p);
  }
  const teacherShare = [...inForce.values()].reduce(
    (s, p) => s + Math.round((revenue * p.percent) / 100),
    0,
  );
  return {
    academyId,
    month,
    dues: ofKind('cuota'),
    lateFees: ofKind('recargo'),
    adjustments: ofKind('ajuste') - credits,
    revenue,
    payments: new Set(lines.map((l) => l.paymentId)).size,
    commission,
    expenses,
    fixedCosts,
    teacherShare,
    net: revenue - commission - expenses - fixedCosts - teacherShare,
  };
};

/** A month's revenue: the payments (of one method when given), less the credits when not. */
export const oracleMonthRevenue = (oracle: Oracle, month: string, method?: string) =>
  oracle.lines
    .filter((l) => l.day.startsWith(month) && (!method || l.method === method))
    .reduce((s, l) => s + l.amount, 0) -
  (method
    ? 0
    : oracle.credits
        .filter((c) => c.localDate.startsWith(month))
        .reduce((s, c) => s + c.amount, 0));
