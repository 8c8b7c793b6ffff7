import { fieldForHeader, importColumns, type ImportField } from './import-columns.ts';

/** One data row of the file, by field, with its line number as a spreadsheet shows it. */
export interface ImportRow {
  line: number;
  values: Partial<Record<ImportField, string>>;
}

export interface MappedImport {
  rows: ImportRow[];
  /** Problems with the whole file (no usable header, a required column missing, too many rows). */
  fileErrors: string[];
  /** Headers the import does not use, shown so the user knows they were ignored. */
  ignoredHeaders: string[];
}

/** Large enough for a whole academy, small enough to import row by row in a browser tab. */
export const MAX_IMPORT_ROWS = 2000;

/** A grid (first row = headers) to rows keyed by field. */
export const mapImportRows = (grid: string[][]): MappedImport => {
  const [header, ...body] = grid;
  if (!header || header.every((h) => h === '')) {
    return { rows: [], fileErrors: ['El archivo está vacío.'], ignoredHeaders: [] };
  }
  const fields = header.map(fieldForHeader);
  const ignoredHeaders = header.filter((h, i) => h !== '' && fields[i] === undefined);
  const fileErrors: string[] = [];

  const repeated = importColumns.filter((c) => fields.filter((f) => f === c.key).length > 1);
  for (const c of repeated) fileErrors.push(`La columna «${c.label}» aparece más de una vez.`);
  const missing = importColumns.filter((c) => c.required && !fields.includes(c.key));
  if (missing.length > 0) {
    fileErrors.push(
      `Faltan columnas obligatorias: ${missing.map((c) => `«${c.label}»`).join(', ')}. ` +
        'La primera fila debe tener los encabezados.',
    );
  }

  const rows: ImportRow[] = [];
  body.forEach((cells, index) => {
    if (cells.every((c) => c.trim() === '')) return;
    const values: ImportRow['values'] = {};
    fields.forEach((field, i) => {
      const cell = cells[i]?.trim() ?? '';
      if (field && cell !== '') values[field] = cell;
    });
    rows.push({ line: index + 2, values });
  });
  if (rows.length > MAX_IMPORT_ROWS) {
    fileErrors.push(
      `El archivo tiene ${rows.length} filas; el máximo por importación es ${MAX_IMPORT_ROWS}.`,
    );
  }
  if (rows.length === 0 && fileErrors.length === 0)
    fileErrors.push('El archivo no tiene filas de alumnos bajo los encabezados.');
  return { rows, fileErrors, ignoredHeaders };
};
