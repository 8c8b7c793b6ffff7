import { autopayResultLabel } from '../../contract/autopay-labels.ts';
import type { AutopayPayer } from '../../contract/autopay.ts';
import type { ExportColumn } from '../export-columns.ts';
import { chileDay, rut } from './column-values.ts';

/** Pago Automático's export: who pays by card on file, which wards, the next date, the last result. */
export const autopayColumns: readonly ExportColumn<AutopayPayer>[] = [
  { header: 'ID persona', value: (p) => p.payerId, type: 'number' },
  { header: 'Persona', value: (p) => p.payerName, width: 28 },
  { header: 'RUT', value: (p) => rut(p.payerRut) },
  { header: 'Tarjeta', value: (p) => p.card.cardType },
  { header: 'Últimos 4 dígitos', value: (p) => p.card.cardLast4 },
  {
    header: 'Alumnos cubiertos',
    value: (p) => p.card.wards.map((w) => w.name).join(' | '),
    width: 36,
  },
  { header: 'Desde', value: (p) => p.card.activeFrom, type: 'date' },
  { header: 'Próximo cobro', value: (p) => p.card.nextChargeDate, type: 'date' },
  {
    header: 'Último resultado',
    value: (p) => (p.card.lastResult ? autopayResultLabel[p.card.lastResult] : 'Sin cobros aún'),
  },
  { header: 'Último resultado el', value: (p) => chileDay(p.card.lastResultAt), type: 'date' },
];
