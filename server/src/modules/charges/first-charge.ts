import { eq } from 'drizzle-orm';
import type { Tx } from '../../db/db-handle.ts';
import { type FirstChargeRule, academyBillingRules } from '../../db/schema/index.ts';

/** `2026-12` -> `2027-01`. */
const nextPeriod = (period: string): string => {
  const [y, m] = period.split('-').map(Number) as [number, number];
  return m === 12 ? `${y + 1}-01` : `${y}-${String(m + 1).padStart(2, '0')}`;
};

/** The academy's rule for a first month started after the 1st; prorating when none is set. */
export const academyFirstChargeRule = async (
  tx: Tx,
  academyId: number,
): Promise<FirstChargeRule> => {
  const [rule] = await tx
    .select({ rule: academyBillingRules.firstChargeRule })
    .from(academyBillingRules)
    .where(eq(academyBillingRules.academyId, academyId));
  return rule?.rule ?? 'prorratear';
};

/**
 * What an enrolment records on creation (docs/money.md): its first period charged (the start
 * month, or the next when asked for or when the academy skips a month started after the 1st) and
 * the academy's rule as it is then, so a later change of the rule does not reprice it.
 */
export const firstChargeOf = async (
  tx: Tx,
  academyId: number,
  startDate: string,
  firstMonth: 'actual' | 'siguiente',
) => {
  const rule = await academyFirstChargeRule(tx, academyId);
  const startPeriod = startDate.slice(0, 7);
  const midMonth = Number(startDate.slice(8, 10)) > 1;
  const skip = firstMonth === 'siguiente' || (rule === 'mes_siguiente' && midMonth);
  return { firstPeriod: skip ? nextPeriod(startPeriod) : startPeriod, firstChargeRule: rule };
};
