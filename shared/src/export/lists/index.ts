import { routes } from '../../contract/routes.ts';
import type { ExportColumn } from '../export-columns.ts';

// What the server needs to write a file, without the browser-only parts of the export entry.
export { cellOf, type ExportColumn } from '../export-columns.ts';
export { csvHeader, csvLine } from '../csv.ts';
export { exportFileName, type ExportFormat } from '../file-name.ts';
import { autopayColumns } from './autopay-columns.ts';
import {
  chargeColumns,
  paymentColumns,
  studentColumns,
  teacherColumns,
  userReportColumns,
} from './list-columns.ts';
import {
  academyColumns,
  documentColumns,
  emailSendColumns,
  expenseColumns,
  planColumns,
  transbankPaymentColumns,
} from './record-columns.ts';

/** One page of a list call as the export walks it. */
export interface ExportPage {
  items: unknown[];
  total: number;
  nextCursor?: string | null;
}

export interface ExportList {
  /** The list call the export pages through, with the caller's own filters and access. */
  path: string;
  fileName: string;
  sheet: string;
  // oxlint-disable-next-line typescript/no-explicit-any
  columns: readonly ExportColumn<any>[];
  /** Where the rows are in the list call's answer, when not at its top (a report's payments). */
  pageOf?: (body: never) => ExportPage;
}

/** Every list the server exports whole (`GET /api/v1/exports/:list`). */
export const exportLists = {
  payments: {
    path: routes.getPayments.path,
    fileName: 'pagos',
    sheet: 'Pagos',
    columns: paymentColumns,
  },
  charges: {
    path: routes.getCharges.path,
    fileName: 'cobros',
    sheet: 'Cobros',
    columns: chargeColumns,
  },
  students: {
    path: routes.students.path,
    fileName: 'alumnos',
    sheet: 'Alumnos',
    columns: studentColumns,
  },
  teachers: {
    path: routes.teachers.path,
    fileName: 'equipo-profesores',
    sheet: 'Profesores',
    columns: teacherColumns,
  },
  admins: {
    path: routes.admin.path,
    fileName: 'equipo-administradores',
    sheet: 'Administradores',
    columns: teacherColumns,
  },
  usersReport: {
    path: routes.getReportUsers.path,
    fileName: 'reporte-usuarios',
    sheet: 'Usuarios',
    columns: userReportColumns,
  },
  academies: {
    path: routes.academies.path,
    fileName: 'academias',
    sheet: 'Academias',
    columns: academyColumns,
  },
  plans: { path: routes.plans.path, fileName: 'planes', sheet: 'Planes', columns: planColumns },
  expenses: {
    path: routes.gastos.path,
    fileName: 'gastos',
    sheet: 'Gastos',
    columns: expenseColumns,
  },
  documents: {
    path: routes.getPaymentSlips.path,
    fileName: 'boletas',
    sheet: 'Boletas',
    columns: documentColumns,
  },
  emailHistory: {
    path: routes.getHistoryEmails.path,
    fileName: 'historial-envios',
    sheet: 'Envíos',
    columns: emailSendColumns,
  },
  transbankPayments: {
    path: routes.getReportTransbank.path,
    fileName: 'reporte-transbank-pagos',
    sheet: 'Pagos con tarjeta',
    columns: transbankPaymentColumns,
    pageOf: (body: { payments: ExportPage }) => body.payments,
  },
  autopay: {
    path: routes.listAutopay.path,
    fileName: 'pago-automatico',
    sheet: 'Pago automático',
    columns: autopayColumns,
  },
} satisfies Record<string, ExportList>;

export type ExportListName = keyof typeof exportLists;
export const exportListNames = Object.keys(exportLists) as [ExportListName, ...ExportListName[]];
