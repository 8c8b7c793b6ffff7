import type { Plan, planStudent } from '@academias/shared/contract/plans';
import type { ExportColumn } from '@academias/shared/export';
import { formatRut } from '@academias/shared/format';
import type { z } from 'zod';

export type PlanStudent = z.infer<typeof planStudent>;

export const enrolmentStatusLabel: Record<PlanStudent['status'], string> = {
  activo: 'Activo',
  suspendido: 'Suspendido',
  finalizado: 'Finalizado',
};

export const planExportColumns: readonly ExportColumn<Plan>[] = [
  { header: 'Plan', value: (p) => p.name, width: 30 },
  { header: 'Academia', value: (p) => p.academyName, width: 28 },
  { header: 'Tipo', value: (p) => p.planTypeName },
  { header: 'Servicio', value: (p) => p.serviceTypeName, width: 22 },
  { header: 'Clase especial', value: (p) => p.isClaseEspecial },
  { header: 'Precio', value: (p) => p.price, type: 'clp' },
  { header: 'Alumnos activos', value: (p) => p.activeStudents, type: 'number' },
  { header: 'Archivado', value: (p) => p.archived },
];

export const planStudentExportColumns: readonly ExportColumn<PlanStudent>[] = [
  { header: 'Alumno', value: (s) => s.name, width: 28 },
  { header: 'RUT', value: (s) => (s.rut ? formatRut(s.rut) : '') },
  { header: 'Correo', value: (s) => s.email, width: 28 },
  { header: 'Estado', value: (s) => enrolmentStatusLabel[s.status] },
  { header: 'Día de pago', value: (s) => s.paymentDay, type: 'number' },
  { header: 'Inicio', value: (s) => s.startDate, type: 'date' },
  { header: 'Pendiente', value: (s) => s.pendingAmount, type: 'clp' },
];
