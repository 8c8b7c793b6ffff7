import type { Charge } from '@academias/shared/contract/charges';
import type { ExportColumn } from '@academias/shared/export';
import { formatPeriod, formatRut, todayInChile } from '@academias/shared/format';
import { chargeStateLabel } from './charge-state.ts';

/** Columns of a charges export (Pagos Pendientes, Cobros Pendientes): pesos and dates typed. */
export const chargeExportColumns: readonly ExportColumn<Charge>[] = [
  { header: 'Alumno', value: (c) => c.studentName, width: 28 },
  { header: 'RUT', value: (c) => (c.studentRut ? formatRut(c.studentRut) : '') },
  { header: 'Academia', value: (c) => c.academyName, width: 28 },
  { header: 'Plan', value: (c) => c.planName, width: 24 },
  { header: 'Detalle', value: (c) => c.description, width: 30 },
  { header: 'Período', value: (c) => formatPeriod(c.period) },
  { header: 'Vencimiento', value: (c) => c.dueDate, type: 'date' },
  { header: 'Estado', value: (c) => chargeStateLabel[c.state] },
  { header: 'Monto', value: (c) => c.amount, type: 'clp' },
  // a payment time is a timestamp: its calendar day in Chile, not in UTC
  {
    header: 'Pagado el',
    value: (c) => (c.paidAt ? todayInChile(new Date(c.paidAt)) : null),
    type: 'date',
  },
];
