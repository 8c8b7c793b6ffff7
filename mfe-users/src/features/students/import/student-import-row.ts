import { isoDate, optionalEmail, optionalRut } from '@academias/shared/contract/common';
import { optionalPhone } from '@academias/shared/contract/phone-field';
import * as studentsApi from '@academias/shared/contract/students';
import { z } from 'zod';
import type { ImportField } from './import-columns.ts';
import { parseImportDate } from './import-values.ts';
import type { RowError, RowParser } from './check-import-rows.ts';

const studentData = studentsApi.createStudents.body.shape.data.shape;

/** A row of the import as the contract checks it: the student, and optionally a guardian. */
const importRowSchema = z
  .object({
    rut: studentData.rut,
    firstName: studentData.firstName,
    lastName: studentData.lastName,
    email: studentData.email,
    phone: studentData.phone,
    address: studentData.address,
    birthDate: z
      .string()
      .nullish()
      .transform((v, ctx) => {
        if (!v) return null;
        const iso = parseImportDate(v);
        if (!iso) {
          ctx.addIssue({ code: 'custom', message: 'no es una fecha válida (usa dd-mm-aaaa)' });
          return z.NEVER;
        }
        return isoDate.parse(iso);
      }),
    guardianRut: optionalRut,
    guardianName: z.string().trim().max(240, 'admite hasta 240 caracteres').nullish(),
    guardianEmail: optionalEmail,
    guardianPhone: optionalPhone,
  })
  .superRefine((row, ctx) => {
    if (row.guardianRut && !row.guardianName) {
      ctx.addIssue({
        code: 'custom',
        path: ['guardianName'],
        message: 'es obligatorio cuando hay RUT de apoderado',
      });
    } else if (row.guardianName && row.guardianName.split(/\s+/).length < 2) {
      ctx.addIssue({
        code: 'custom',
        path: ['guardianName'],
        message: 'escribe nombre y apellido',
      });
    }
    if (!row.guardianRut && (row.guardianName || row.guardianEmail || row.guardianPhone)) {
      ctx.addIssue({
        code: 'custom',
        path: ['guardianRut'],
        message: 'es obligatorio cuando hay datos de apoderado',
      });
    }
    if (row.guardianRut && row.guardianRut === row.rut) {
      ctx.addIssue({
        code: 'custom',
        path: ['guardianRut'],
        message: 'no puede ser el mismo RUT del alumno',
      });
    }
  });

export type StudentImportData = z.output<typeof importRowSchema>;

/** Missing cells read as absent, so "es obligatorio" names the empty required column. */
export const parseStudentImportRow: RowParser<StudentImportData> = (values) => {
  const result = importRowSchema.safeParse(values);
  if (result.success) return { ok: true, data: result.data };
  const errors: RowError[] = result.error.issues.map((issue) => {
    const field = issue.path[0] as ImportField | undefined;
    const message =
      field && values[field] === undefined && issue.code === 'invalid_type'
        ? 'es obligatorio'
        : issue.message;
    return field ? { field, message } : { message };
  });
  return { ok: false, errors };
};

/** `María José Pérez Soto` -> first names / last names, for a guardian typed in one cell. */
export const splitFullName = (full: string): { firstName: string; lastName: string } => {
  const words = full.trim().split(/\s+/);
  if (words.length <= 1) return { firstName: words[0] ?? '', lastName: '' };
  if (words.length === 2) return { firstName: words[0]!, lastName: words[1]! };
  // Chilean names usually end with two surnames.
  return { firstName: words.slice(0, -2).join(' '), lastName: words.slice(-2).join(' ') };
};
