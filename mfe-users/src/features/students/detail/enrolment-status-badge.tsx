import { Badge } from '@academias/shared/ui';

const palette = { activo: 'green', suspendido: 'orange', finalizado: 'gray' } as const;
const label = { activo: 'Activo', suspendido: 'Suspendido', finalizado: 'Finalizado' } as const;

export const EnrolmentStatusBadge = ({ status }: { status: keyof typeof palette }) => (
  <Badge colorPalette={palette[status]}>{label[status]}</Badge>
);

export const chargeStateLabel = {
  pendiente: 'Pendiente',
  pagado: 'Pagado',
  vencido: 'Vencido',
  anulado: 'Anulado',
} as const;
const chargePalette = {
  pendiente: 'blue',
  pagado: 'green',
  vencido: 'red',
  anulado: 'gray',
} as const;

export const ChargeStateBadge = ({ state }: { state: keyof typeof chargePalette }) => (
  <Badge colorPalette={chargePalette[state]}>{chargeStateLabel[state]}</Badge>
);
