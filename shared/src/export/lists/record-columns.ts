import type { Academy } from '../../contract/academies.ts';
import { documentTypeName } from '../../contract/documents-labels.ts';
import type { IssuedDocument } from '../../contract/documents.ts';
import { emailSendKindLabel } from '../../contract/email-labels.ts';
import type { EmailSendSummary } from '../../contract/email.ts';
import type { Expense } from '../../contract/expenses.ts';
import { paymentMethodLabel } from '../../contract/payments-labels.ts';
import type { Plan } from '../../contract/plans.ts';
import type { TransbankPayment } from '../../contract/reports.ts';
import type { ExportColumn } from '../export-columns.ts';
import { chileDay, chileTime, phone, rut } from './column-values.ts';

/**
 * Columns of the academies, plans, expenses, boletas, e-mail history and Transbank payment
 * exports: the screen's plus what an accountant needs (ids, RUT with dots, ISO dates, states).
 */
export const academyColumns: readonly ExportColumn<Academy>[] = [
  { header: 'ID', value: (a) => a.id, type: 'number' },
  { header: 'Academia', value: (a) => a.name, width: 28 },
  { header: 'Profesores', value: (a) => a.teachers.map((t) => t.name).join(' | '), width: 36 },
  { header: 'Alumnos', value: (a) => a.studentCount, type: 'number' },
  { header: 'Planes', value: (a) => a.planCount, type: 'number' },
  { header: 'Dirección', value: (a) => a.address, width: 28 },
  { header: 'Teléfono', value: (a) => phone(a.phone) },
  { header: 'Correo', value: (a) => a.email, width: 28 },
  { header: 'Creada el', value: (a) => chileDay(a.createdAt), type: 'date' },
];

export const planColumns: readonly ExportColumn<Plan>[] = [
  { header: 'ID', value: (p) => p.id, type: 'number' },
  { header: 'Plan', value: (p) => p.name, width: 28 },
  { header: 'ID academia', value: (p) => p.academyId, type: 'number' },
  { header: 'Academia', value: (p) => p.academyName, width: 28 },
  { header: 'Tipo de plan', value: (p) => p.planTypeName },
  { header: 'Servicio', value: (p) => p.serviceTypeName },
  { header: 'Clase especial', value: (p) => p.isClaseEspecial },
  { header: 'Boleta', value: (p) => (p.documentType ? documentTypeName[p.documentType] : '') },
  { header: 'Alumnos activos', value: (p) => p.activeStudents, type: 'number' },
  { header: 'Archivado', value: (p) => p.archived },
  { header: 'Precio', value: (p) => p.price, type: 'clp' },
];

export const expenseColumns: readonly ExportColumn<Expense>[] = [
  { header: 'ID', value: (e) => e.id, type: 'number' },
  { header: 'Fecha', value: (e) => e.date, type: 'date' },
  { header: 'Categoría', value: (e) => e.category, width: 20 },
  { header: 'Detalle', value: (e) => e.description, width: 36 },
  { header: 'ID academia', value: (e) => e.academyId, type: 'number' },
  { header: 'Academia', value: (e) => e.academyName ?? 'General', width: 28 },
  { header: 'Registrado el', value: (e) => chileDay(e.createdAt), type: 'date' },
  { header: 'Monto', value: (e) => e.amount, type: 'clp' },
];

export const documentColumns: readonly ExportColumn<IssuedDocument>[] = [
  { header: 'ID', value: (d) => d.id, type: 'number' },
  { header: 'Folio', value: (d) => d.folio, type: 'number' },
  {
    header: 'Tipo',
    value: (d) => documentTypeName[d.type as keyof typeof documentTypeName] ?? String(d.type),
  },
  { header: 'Emitida el', value: (d) => chileDay(d.issuedAt), type: 'date' },
  { header: 'Hora', value: (d) => chileTime(d.issuedAt) },
  { header: 'Receptor', value: (d) => d.receiverName, width: 28 },
  { header: 'RUT', value: (d) => rut(d.receiverRut) },
  { header: 'ID pago', value: (d) => d.paymentId, type: 'number' },
  {
    header: 'Medio',
    value: (d) => paymentMethodLabel[d.method as keyof typeof paymentMethodLabel] ?? d.method,
  },
  { header: 'Estado', value: (d) => (d.state === 'anulada' ? 'Anulada' : 'Emitida') },
  { header: 'Estado SII', value: (d) => d.sii?.state ?? '' },
  { header: 'Motivo SII', value: (d) => d.sii?.reason ?? '', width: 30 },
  { header: 'Nota de crédito (folio)', value: (d) => d.sii?.creditNote?.folio, type: 'number' },
  { header: 'Total', value: (d) => d.total, type: 'clp' },
];

export const emailSendColumns: readonly ExportColumn<EmailSendSummary>[] = [
  { header: 'ID envío', value: (s) => s.id, type: 'number' },
  { header: 'Fecha', value: (s) => chileDay(s.createdAt), type: 'date' },
  { header: 'Hora', value: (s) => chileTime(s.createdAt) },
  { header: 'Plantilla', value: (s) => s.templateName, width: 28 },
  { header: 'Asunto', value: (s) => s.subject, width: 36 },
  { header: 'Tipo', value: (s) => emailSendKindLabel[s.kind] },
  { header: 'Autor', value: (s) => s.authorName, width: 24 },
  { header: 'Destinatarios', value: (s) => s.total, type: 'number' },
  { header: 'Enviados', value: (s) => s.counts.enviado, type: 'number' },
  { header: 'Pendientes', value: (s) => s.counts.pendiente, type: 'number' },
  { header: 'Fallidos', value: (s) => s.counts.fallido, type: 'number' },
  { header: 'Omitidos', value: (s) => s.counts.omitido, type: 'number' },
];

export const transbankPaymentColumns: readonly ExportColumn<TransbankPayment>[] = [
  { header: 'ID pago', value: (p) => p.id, type: 'number' },
  { header: 'Fecha', value: (p) => chileDay(p.paidAt), type: 'date' },
  { header: 'Hora', value: (p) => chileTime(p.paidAt) },
  { header: 'Orden', value: (p) => p.buyOrder, width: 28 },
  { header: 'Pagador', value: (p) => p.userName, width: 28 },
  { header: 'Tarjeta', value: (p) => (p.cardLast4 ? `**** ${p.cardLast4}` : null) },
  { header: 'Código de autorización', value: (p) => p.authorizationCode },
  { header: 'Monto', value: (p) => p.amount, type: 'clp' },
  { header: 'Comisión (%)', value: (p) => p.percent, type: 'number' },
  { header: 'Comisión fija', value: (p) => p.fixedAmount, type: 'clp' },
  { header: 'Comisión', value: (p) => p.commission, type: 'clp' },
  { header: 'Abono neto', value: (p) => p.net, type: 'clp' },
];
