import { formatClp } from '@academias/shared/format';

/** Texts of "Registrar pagos" on Pagos Pendientes (es-CL). */
export const bulkPaymentTexts = {
  button: (n: number) => (n === 0 ? 'Registrar pagos' : `Registrar pagos (${n})`),
  title: 'Registrar pagos manuales',
  submit: (n: number) => (n === 1 ? 'Registrar 1 pago' : `Registrar ${n} pagos`),
  intro:
    'Cada cobro se registra como un pago aparte, con su propia boleta, igual que un pago manual. Si alguno no se puede pagar, no se registra ninguno.',
  loading: 'Cargando los cobros elegidos…',
  tooMany: (max: number) => `Elige hasta ${max} cobros a la vez: acota los filtros o la selección.`,
  notOpen: (n: number) =>
    n === 1
      ? 'Este cobro ya no está pendiente y no se puede pagar; quítalo de la selección:'
      : `Estos ${n} cobros ya no están pendientes y no se pueden pagar; quítalos de la selección:`,
  method: 'Medio de pago',
  chooseMethod: 'Elige el medio de pago',
  date: 'Fecha de pago',
  dateHelp: 'El día en que llegó el dinero: hoy o antes, en un mes no cerrado.',
  dateRequired: 'Indica la fecha de pago',
  dateFuture: 'La fecha de pago no puede ser futura',
  reference: 'Referencia',
  referenceHelp: 'N° de transferencia o comprobante (opcional, para todos los pagos)',
  summary: (n: number, total: number) =>
    `${n === 1 ? '1 pago' : `${n} pagos`} por ${formatClp(total)} en total`,
  perPerson: 'Por alumno',
  personLine: (n: number, total: number) =>
    `${n === 1 ? '1 cobro' : `${n} cobros`} · ${formatClp(total)}`,
  done: (r: { count: number; total: number }) =>
    `${r.count === 1 ? 'Se registró 1 pago' : `Se registraron ${r.count} pagos`} por ${formatClp(r.total)}, con una boleta cada uno.`,
} as const;
