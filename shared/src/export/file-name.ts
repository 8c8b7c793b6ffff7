export type ExportFormat = 'csv' | 'xlsx';

/** `alumnos` -> `alumnos-2026-11-22.csv` (the date of the export, local time). */
export const exportFileName = (base: string, format: ExportFormat, now = new Date()): string => {
  const d = `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;
  const safe =
    base
      .normalize('NFD')
      .replace(/[\u0300-\u036f]/g, '')
      .replace(/[^A-Za-z0-9_-]+/g, '-')
      .replace(/^-+|-+$/g, '') || 'exportacion';
  return `${safe}-${d}.${format}`;
};
