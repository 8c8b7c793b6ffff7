import type { Charge } from '../../contract/charges.ts';
import { paymentMethodLabel } from '../../contract/payments-labels.ts';
import type { Payment } from '../../contract/payments.ts';
import type { UserReportRow } from '../../contract/reports.ts';
import type { Student } from '../../contract/students.ts';
import type { StaffMember } from '../../contract/users.ts';
import type { ExportColumn } from '../export-columns.ts';
import { chileDay, chileTime, phone, rut } from './column-values.ts';

/**
 * Columns of the server-streamed exports: what the screen shows plus what an accountant needs
 * (ids, RUT with dots, ISO dates, states, reasons). Pure TypeScript: the server writes them.
 */
export const paymentColumns: readonly ExportColumn<Payment>[] = [
  { header: 'ID pago', value: (p) => p.id, type: 'number' },
  { header: 'Fecha', value: (p) => chileDay(p.paidAt ?? p.createdAt), type: 'date' },
  { header: 'Hora', value: (p) => chileTime(p.paidAt ?? p.createdAt) },
  { header: 'Orden', value: (p) => p.buyOrder, width: 28 },
  { header: 'Pagador', value: (p) => p.payerName, width: 28 },
  { header: 'RUT', value: (p) => rut(p.payerRut) },
  {
    header: 'Cobros',
    value: (p) => p.items.map((i) => `${i.studentName}: ${i.description}`).join(' | '),
    width: 40,
  },
  { header: 'IDs de cobro', value: (p) => p.items.map((i) => i.chargeId).join(' ') },
  {
    header: 'Academias',
    value: (p) => [...new Set(p.items.map((i) => i.academyName))].join(' | '),
    width: 28,
  },
  { header: 'Medio', value: (p) => paymentMethodLabel[p.method] },
  { header: 'Referencia', value: (p) => p.reference, width: 20 },
  { header: 'Estado', value: (p) => p.stateLabel },
  { header: 'Código de autorización', value: (p) => p.authorizationCode },
  { header: 'Tarjeta', value: (p) => (p.cardLast4 ? `**** ${p.cardLast4}` : null) },
  { header: 'Cuotas', value: (p) => p.installmentsNumber, type: 'number' },
  { header: 'Boleta (folio)', value: (p) => p.document?.folio ?? null, type: 'number' },
  { header: 'Anulado el', value: (p) => chileDay(p.annulledAt), type: 'date' },
  { header: 'Anulado por', value: (p) => p.annulledByName },
  { header: 'Motivo de anulación', value: (p) => p.annulReason, width: 30 },
  { header: 'Monto', value: (p) => p.amount, type: 'clp' },
];

const chargeState: Record<Charge['state'], string> = {
  pendiente: 'Pendiente',
  vencido: 'Vencido',
  pagado: 'Pagado',
  anulado: 'Anulado',
};

export const chargeColumns: readonly ExportColumn<Charge>[] = [
  { header: 'ID cobro', value: (c) => c.id, type: 'number' },
  { header: 'ID alumno', value: (c) => c.studentId, type: 'number' },
  { header: 'Alumno', value: (c) => c.studentName, width: 28 },
  { header: 'RUT', value: (c) => rut(c.studentRut) },
  { header: 'Academia', value: (c) => c.academyName, width: 28 },
  { header: 'Plan', value: (c) => c.planName, width: 24 },
  { header: 'Detalle', value: (c) => c.description, width: 30 },
  { header: 'Período', value: (c) => c.period },
  { header: 'Vencimiento', value: (c) => c.dueDate, type: 'date' },
  { header: 'Estado', value: (c) => chargeState[c.state] },
  { header: 'Monto', value: (c) => c.amount, type: 'clp' },
  { header: 'Pagado el', value: (c) => chileDay(c.paidAt), type: 'date' },
];

export const studentColumns: readonly ExportColumn<Student>[] = [
  { header: 'ID', value: (s) => s.id, type: 'number' },
  { header: 'Nombres', value: (s) => s.firstName, width: 20 },
  { header: 'Apellidos', value: (s) => s.lastName, width: 20 },
  { header: 'RUT', value: (s) => rut(s.rut) },
  { header: 'Tipo', value: (s) => (s.type === 3 ? 'Apoderado' : 'Alumno') },
  { header: 'Correo', value: (s) => s.email, width: 28 },
  { header: 'Teléfono', value: (s) => phone(s.phone) },
  { header: 'Dirección', value: (s) => s.address, width: 28 },
  { header: 'Nacimiento', value: (s) => s.birthDate, type: 'date' },
  { header: 'Usuario', value: (s) => s.username },
  { header: 'Archivado', value: (s) => s.archived },
  { header: 'Creado el', value: (s) => chileDay(s.createdAt), type: 'date' },
];

export const teacherColumns: readonly ExportColumn<StaffMember>[] = [
  { header: 'ID', value: (t) => t.id, type: 'number' },
  { header: 'Nombres', value: (t) => t.firstName, width: 20 },
  { header: 'Apellidos', value: (t) => t.lastName, width: 20 },
  { header: 'RUT', value: (t) => rut(t.rut) },
  { header: 'Usuario', value: (t) => t.username },
  { header: 'Correo', value: (t) => t.email, width: 28 },
  { header: 'Teléfono', value: (t) => phone(t.phone) },
  { header: 'Academias', value: (t) => t.academies.map((a) => a.name).join(' | '), width: 36 },
  { header: 'Deshabilitado', value: (t) => t.disabled },
  { header: 'Creado el', value: (t) => chileDay(t.createdAt), type: 'date' },
];

export const userReportColumns: readonly ExportColumn<UserReportRow>[] = [
  { header: 'ID', value: (u) => u.userId, type: 'number' },
  { header: 'Nombre', value: (u) => u.name, width: 28 },
  { header: 'RUT', value: (u) => rut(u.rut) },
  { header: 'Cargos', value: (u) => u.charged, type: 'clp' },
  { header: 'Pagos', value: (u) => u.paid, type: 'clp' },
  { header: 'Saldo', value: (u) => u.balance, type: 'clp' },
  { header: 'Cobros pendientes', value: (u) => u.pendingCount, type: 'number' },
];
