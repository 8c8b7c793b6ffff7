import { z } from 'zod';
import { period, withData } from './common.ts';
import { defineEndpoint } from './define.ts';

/** What is still open in a month when it is closed; closing warns about it but does not wait. */
export const closeWarnings = z.object({
  /** Webpay payments started that month still without a final answer. */
  pendingWebpay: z.number().int(),
  /** Approved payments of the month without a boleta. */
  unissuedBoletas: z.number().int(),
});

export const monthClose = z.object({
  period: z.string(),
  closed: z.boolean(),
  closedAt: z.string().nullable(),
  closedByName: z.string().nullable(),
  warnings: closeWarnings,
});
export type MonthClose = z.infer<typeof monthClose>;

export const getMonthClose = defineEndpoint({
  name: 'getMonthClose',
  method: 'GET',
  path: '/api/v1/getMonthClose',
  access: ['admin'],
  summary:
    'Si un mes está cerrado, y lo que sigue abierto en él (pagos Webpay sin respuesta, pagos sin boleta)',
  query: z.object({ period }),
  response: monthClose,
});

export const getMonthClosings = defineEndpoint({
  name: 'getMonthClosings',
  method: 'GET',
  path: '/api/v1/getMonthClosings',
  access: ['admin'],
  summary: 'Meses cerrados, el más reciente primero',
  response: z.array(monthClose),
});

export const closeMonth = defineEndpoint({
  name: 'closeMonth',
  method: 'POST',
  path: '/api/v1/closeMonth',
  access: ['admin'],
  summary:
    'Cierra un mes terminado: desde entonces sus pagos, gastos, cobros y tasas no cambian (las correcciones van en un mes abierto)',
  body: withData(z.object({ period })),
  response: monthClose,
});
