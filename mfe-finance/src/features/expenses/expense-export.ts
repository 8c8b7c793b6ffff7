import type { Expense } from '@academias/shared/contract/expenses';
import type { ExportColumn } from '@academias/shared/export';

export const expenseExportColumns: readonly ExportColumn<Expense>[] = [
  { header: 'Fecha', value: (e) => e.date, type: 'date' },
  { header: 'Categoría', value: (e) => e.category, width: 20 },
  { header: 'Academia', value: (e) => e.academyName ?? 'General', width: 28 },
  { header: 'Descripción', value: (e) => e.description, width: 40 },
  { header: 'Monto', value: (e) => e.amount, type: 'clp' },
];
