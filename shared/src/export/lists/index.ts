import { getCharges } from '../../contract/charges.ts';
import { getPayments } from '../../contract/payments.ts';
import { reportsEndpoints } from '../../contract/reports.ts';
import { students } from '../../contract/students.ts';
import { admin, teachers } from '../../contract/users.ts';
import type { ExportColumn } from '../export-columns.ts';

// What the server needs to write a file, without the browser-only parts of the export entry.
export { cellOf, type ExportColumn } from '../export-columns.ts';
export { csvHeader, csvLine } from '../csv.ts';
export { exportFileName, type ExportFormat } from '../file-name.ts';
import {
  chargeColumns,
  paymentColumns,
  studentColumns,
  teacherColumns,
  userReportColumns,
} from './list-columns.ts';

export interface ExportList {
  /** The list call the export pages through, with the caller's own filters and access. */
  path: string;
  fileName: string;
  sheet: string;
  // oxlint-disable-next-line typescript/no-explicit-any
  columns: readonly ExportColumn<any>[];
}

/** Every list the server exports whole (`GET /api/v1/exports/:list`). */
export const exportLists = {
  payments: { path: getPayments.path, fileName: 'pagos', sheet: 'Pagos', columns: paymentColumns },
  charges: { path: getCharges.path, fileName: 'cobros', sheet: 'Cobros', columns: chargeColumns },
  students: { path: students.path, fileName: 'alumnos', sheet: 'Alumnos', columns: studentColumns },
  teachers: {
    path: teachers.path,
    fileName: 'equipo-profesores',
    sheet: 'Profesores',
    columns: teacherColumns,
  },
  admins: {
    path: admin.path,
    fileName: 'equipo-administradores',
    sheet: 'Administradores',
    columns: teacherColumns,
  },
  usersReport: {
    path: reportsEndpoints.getReportUsers.path,
    fileName: 'reporte-usuarios',
    sheet: 'Usuarios',
    columns: userReportColumns,
  },
} satisfies Record<string, ExportList>;

export type ExportListName = keyof typeof exportLists;
export const exportListNames = Object.keys(exportLists) as [ExportListName, ...ExportListName[]];
