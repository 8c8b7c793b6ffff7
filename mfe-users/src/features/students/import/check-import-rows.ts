import { isValidRut, normalizeRut } from '@academias/shared/format';
import { columnLabel, type ImportField } from './import-columns.ts';
import type { ImportRow } from './map-import-rows.ts';

export interface RowError {
  field?: ImportField;
  message: string;
}

/** Turns a row's values into what the create call takes, or says what is wrong with them. */
export type RowParser<T> = (
  values: ImportRow['values'],
) => { ok: true; data: T } | { ok: false; errors: RowError[] };

export interface CheckedRow<T> {
  line: number;
  values: ImportRow['values'];
  /** Present only when the row has no errors. */
  data?: T;
  errors: RowError[];
}

export interface CheckOptions<T> {
  parse: RowParser<T>;
  /** Normalised RUTs (`12345678-9`) already registered, so duplicates are caught before saving. */
  existingRuts?: ReadonlySet<string>;
}

/**
 * Per-row checks of an import: the row's own fields (through `parse`), a RUT repeated inside the
 * file (every copy after the first is flagged with the line of the first) and a RUT already in
 * the system.
 */
export const checkImportRows = <T>(
  rows: ImportRow[],
  { parse, existingRuts }: CheckOptions<T>,
): CheckedRow<T>[] => {
  const firstLineByRut = new Map<string, number>();
  return rows.map((row) => {
    const errors: RowError[] = [];
    const result = parse(row.values);
    if (!result.ok) errors.push(...result.errors);

    const rut = row.values.rut;
    if (rut && isValidRut(rut)) {
      const key = normalizeRut(rut);
      const first = firstLineByRut.get(key);
      if (first !== undefined) {
        errors.push({
          field: 'rut',
          message: `RUT repetido en el archivo (ya está en la fila ${first}).`,
        });
      } else {
        firstLineByRut.set(key, row.line);
        if (existingRuts?.has(key))
          errors.push({ field: 'rut', message: 'Ya existe un alumno con este RUT.' });
      }
    }
    return errors.length === 0 && result.ok
      ? { line: row.line, values: row.values, data: result.data, errors }
      : { line: row.line, values: row.values, errors };
  });
};

/** `RUT: no es un RUT válido` for the preview's error column. */
export const describeRowError = (error: RowError): string =>
  error.field ? `${columnLabel(error.field)}: ${error.message}` : error.message;

export const importSummary = <T>(rows: CheckedRow<T>[]) => {
  const valid = rows.filter((r) => r.data !== undefined).length;
  return { total: rows.length, valid, invalid: rows.length - valid };
};
