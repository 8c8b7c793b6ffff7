import type { Charge } from '@academias/shared/contract/charges';
import { formatDate, formatPeriod, formatRut } from '@academias/shared/format';
import { Badge, type DataColumn } from '@academias/shared/ui';
import type { ReactNode } from 'react';
import { chargeStateColor, chargeStateLabel } from '../charge-state.ts';
import { ChargeAmountCell } from './charge-amount-cell.tsx';

/** Columns of Pagos Pendientes; `actions` is the row's menu (pay, correct, history ...). */
export const chargeColumns = (actions: (charge: Charge) => ReactNode): DataColumn<Charge>[] => [
  { key: 'student', header: 'Alumno', cell: (c) => c.studentName },
  { key: 'rut', header: 'RUT', cell: (c) => (c.studentRut ? formatRut(c.studentRut) : '—') },
  { key: 'plan', header: 'Plan', cell: (c) => `${c.planName} · ${c.academyName}` },
  { key: 'period', header: 'Período', sortable: true, cell: (c) => formatPeriod(c.period) },
  { key: 'dueDate', header: 'Vencimiento', sortable: true, cell: (c) => formatDate(c.dueDate) },
  {
    key: 'state',
    header: 'Estado',
    cell: (c) => (
      <Badge colorPalette={chargeStateColor[c.state]}>{chargeStateLabel[c.state]}</Badge>
    ),
  },
  {
    key: 'amount',
    header: 'Monto',
    sortable: true,
    align: 'end',
    cell: (c) => <ChargeAmountCell charge={c} />,
  },
  { key: 'actions', header: 'Acciones', cell: actions },
];
