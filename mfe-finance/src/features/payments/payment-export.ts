import type { Payment } from '@academias/shared/contract/payments';
import type { ExportColumn } from '@academias/shared/export';
import { formatDateTime, formatRut, todayInChile } from '@academias/shared/format';
import { paymentMethodLabel } from '@academias/shared/contract/payments';
import { itemsText } from './payment-labels.ts';

const when = (p: Payment) => p.paidAt ?? p.createdAt;

export const paymentExportColumns: readonly ExportColumn<Payment>[] = [
  // a payment time is a timestamp: its calendar day in Chile, and the hour apart
  { header: 'Fecha', value: (p) => todayInChile(new Date(when(p))), type: 'date' },
  { header: 'Hora', value: (p) => formatDateTime(when(p)).slice(11) },
  { header: 'Orden', value: (p) => p.buyOrder, width: 28 },
  { header: 'Pagador', value: (p) => p.payerName, width: 28 },
  { header: 'RUT', value: (p) => (p.payerRut ? formatRut(p.payerRut) : '') },
  { header: 'Cobros', value: (p) => itemsText(p), width: 40 },
  { header: 'Medio', value: (p) => paymentMethodLabel[p.method] },
  { header: 'Referencia', value: (p) => p.reference, width: 20 },
  { header: 'Estado', value: (p) => p.stateLabel },
  { header: 'Código de autorización', value: (p) => p.authorizationCode },
  { header: 'Tarjeta', value: (p) => (p.cardLast4 ? `**** ${p.cardLast4}` : null) },
  { header: 'Boleta (folio)', value: (p) => p.document?.folio ?? null, type: 'number' },
  { header: 'Motivo de anulación', value: (p) => p.annulReason, width: 30 },
  { header: 'Anulado por', value: (p) => p.annulledByName, width: 24 },
  { header: 'Monto', value: (p) => p.amount, type: 'clp' },
];
