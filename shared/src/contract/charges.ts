import { z } from 'zod';
import { id, isoDate, listQuery, page, period, tickedIds } from './common.ts';
import { defineEndpoint } from './define.ts';

export const chargeState = z.enum(['pendiente', 'pagado', 'vencido', 'anulado'], {
  error: 'debe ser pendiente, pagado, vencido o anulado',
});
export type ChargeState = z.infer<typeof chargeState>;

export const charge = z.object({
  id: z.number().int(),
  studentId: z.number().int(),
  studentName: z.string(),
  studentRut: z.string().nullable(),
  planId: z.number().int(),
  planName: z.string(),
  academyId: z.number().int(),
  academyName: z.string(),
  period: z.string(),
  description: z.string(),
  amount: z.number().int(),
  /** The plan's price when `amount` differs (a prorated first month, a discount), with why in `priceNote`. */
  listPrice: z.number().int().nullable(),
  priceNote: z.string().nullable(),
  /** The discount or scholarship taken off, in CLP, and which (docs/money.md). */
  discount: z.number().int().nullable(),
  discountNote: z.string().nullable(),
  /**
   * `cuota`: a plan's charge; `recargo`: the late fee of an overdue charge; `ajuste`: what a
   * correction of a closed month's charge adds, in the open month.
   */
  kind: z.enum(['cuota', 'recargo', 'ajuste']),
  /** How many adjustments (corrections, discounts applied later, a waived fee) it has. */
  adjustments: z.number().int(),
  /**
   * Its month is closed (Cerrar mes): it never changes; a correction lands in the open month, and
   * a paid one can still be corrected to less (a credit, docs/money.md "Corrections").
   */
  monthClosed: z.boolean().optional(),
  dueDate: z.string(),
  state: chargeState,
  paidAt: z.string().nullable(),
});
export type Charge = z.infer<typeof charge>;

/** getCharges' filters; Pagos Pendientes' "all N of this filter" (reminders) takes the same. */
export const chargeFilters = {
  state: chargeState.optional(),
  /** `abiertos`: pendiente or vencido, what someone still owes. */
  open: z.enum(['true', 'false']).optional(),
  academyId: id.optional(),
  studentId: id.optional(),
  planId: id.optional(),
  period: period.optional(),
  /** Due date from / to, both inclusive (AAAA-MM-DD). */
  dueFrom: isoDate.optional(),
  dueTo: isoDate.optional(),
};

export const getCharges = defineEndpoint({
  name: 'getCharges',
  method: 'GET',
  path: '/api/v1/getCharges',
  access: ['admin', 'teacher', 'other'],
  summary:
    'Cobros (admin: todos; profesor: de sus academias; alumno: los suyos y de sus pupilos). Con `cursor` pagina por conjunto.',
  query: listQuery
    .extend({
      sort: z.enum(['dueDate', 'amount', 'period', 'id']).optional(),
      ...chargeFilters,
      ids: tickedIds(500),
    })
    .refine((q) => !q.dueFrom || !q.dueTo || q.dueFrom <= q.dueTo, {
      message: 'no puede ser posterior a dueTo',
      path: ['dueFrom'],
    }),
  response: page(charge).extend({ totalAmount: z.number().int() }),
});

export const getChargesById = defineEndpoint({
  name: 'getChargesById',
  method: 'POST',
  path: '/api/v1/getChargesById',
  access: ['admin', 'teacher', 'other'],
  summary: 'Cobros de un alumno en un plan',
  body: z.object({ studentId: id, planId: id }),
  response: z.array(charge),
});

const periodTotals = { charges: z.number().int(), amount: z.number().int() };

export const previewCharges = defineEndpoint({
  name: 'previewCharges',
  method: 'POST',
  path: '/api/v1/previewCharges',
  access: ['admin'],
  summary:
    'Lo que crearía "Generar cobros" para el período (cuántos, total y por academia), sin crear nada',
  body: z.object({ period }),
  response: z.object({
    period: z.string(),
    ...periodTotals,
    /** First months charged for part of the month. */
    prorated: z.number().int(),
    academies: z.array(
      z.object({ academyId: z.number().int(), academyName: z.string(), ...periodTotals }),
    ),
  }),
});
export type ChargesPreview = z.infer<typeof previewCharges.response>;

export const generateCharges = defineEndpoint({
  name: 'generateCharges',
  method: 'POST',
  path: '/api/v1/generateCharges',
  access: ['admin'],
  summary:
    'Genera los cobros del período para las inscripciones activas; repetirlo no duplica nada (las clases especiales se cobran una vez)',
  body: z.object({ period }),
  response: z.object({
    period: z.string(),
    created: z.number().int(),
    markedOverdue: z.number().int(),
  }),
});
