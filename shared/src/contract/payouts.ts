import { z } from 'zod';
import { id, period } from './common.ts';
import { defineEndpoint } from './define.ts';

/**
 * A teacher's monthly statement (liquidación, docs/money.md "Teacher payouts"): for each academy
 * the teacher teaches in, the month's revenue (the same base as the academies report), the
 * percent in force in that month and the amount, rounded once per line; the total is the sum of
 * the lines. Adjustments recorded that month on the academy's charges are listed beside them.
 */

const money = z.number().int();

export const payoutLine = z.object({
  academyId: z.number().int(),
  academyName: z.string(),
  /** Approved payments of the month attributed to the academy (whole CLP). */
  revenue: money,
  payments: z.number().int().min(0),
  /** The teacher's percent in force in the month (two decimals), 0 when none. */
  percent: z.number(),
  amount: money,
});
export type PayoutLine = z.infer<typeof payoutLine>;

export const payoutAdjustment = z.object({
  id: z.number().int(),
  academyName: z.string(),
  chargeId: z.number().int(),
  studentName: z.string(),
  description: z.string(),
  kind: z.enum(['correccion', 'descuento', 'condonacion']),
  amountBefore: money,
  amountAfter: money,
  reason: z.string(),
  createdByName: z.string().nullable(),
  createdAt: z.string(),
});
export type PayoutAdjustment = z.infer<typeof payoutAdjustment>;

export const teacherPayout = z.object({
  teacherId: z.number().int(),
  teacherName: z.string(),
  rut: z.string().nullable(),
  month: z.string(),
  /** A closed month (Cerrar mes) reads what was closed: its payments and rates no longer change. */
  closed: z.boolean(),
  closedAt: z.string().nullable(),
  lines: z.array(payoutLine),
  adjustments: z.array(payoutAdjustment),
  /** Sum of the lines' amounts. */
  total: money,
});
export type TeacherPayout = z.infer<typeof teacherPayout>;

export const teacherPayoutQuery = z.object({
  teacherId: id,
  month: period.describe('mes de la liquidación, AAAA-MM'),
});

export const getTeacherPayout = defineEndpoint({
  name: 'getTeacherPayout',
  method: 'GET',
  path: '/api/v1/getTeacherPayout',
  access: ['admin', 'teacher'],
  summary:
    'Liquidación mensual de un profesor: por academia la recaudación, el porcentaje vigente ese mes y el monto (un profesor, solo la suya)',
  query: teacherPayoutQuery,
  response: teacherPayout,
});
