/** What payments' states and methods read as (apart from the schemas: no zod to show them). */
export const paymentStateLabel = {
  creada: 'En curso',
  autorizada: 'Pagado',
  rechazada: 'Rechazado',
  anulada: 'Anulado',
  por_confirmar: 'Por confirmar',
} as const;

export const paymentMethodLabel = {
  webpay: 'Webpay',
  efectivo: 'Efectivo',
  transferencia: 'Transferencia',
  oneclick: 'Webpay Oneclick',
} as const;
