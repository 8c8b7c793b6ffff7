import type { planStudent } from '@academias/shared/contract/plans';
import type { ExportColumn } from '@academias/shared/export';
import { formatRut } from '@academias/shared/format';
import type { z } from 'zod';

export type PlanStudent = z.infer<typeof planStudent>;

export const enrolmentStatusLabel: Record<PlanStudent['status'], string> = {
  activo: 'Activo',
  suspendido: 'Suspendido',
  finalizado: 'Finalizado',
};

export const planStudentExportColumns: readonly ExportColumn<PlanStudent>[] = [
  { header: 'Alumno', value: (s) => s.name, width: 28 },
  { header: 'RUT', value: (s) => (s.rut ? formatRut(s.rut) : '') },
  { header: 'Correo', value: (s) => s.email, width: 28 },
  { header: 'Estado', value: (s) => enrolmentStatusLabel[s.status] },
  { header: 'Día de pago', value: (s) => s.paymentDay, type: 'number' },
  { header: 'Inicio', value: (s) => s.startDate, type: 'date' },
  { header: 'Pendiente', value: (s) => s.pendingAmount, type: 'clp' },
];
