import type { ExportColumn } from '../export/index.ts';
import { ExportButton } from './export-button.tsx';
import type { RowSelection } from './use-row-selection.ts';

interface SelectionExportButtonProps<Row> {
  selection: RowSelection;
  /** The list's total under its filter ("all N of this filter"). */
  total: number;
  /** File name without date or extension (`alumnos-seleccion`). */
  fileName: string;
  /** The list's export columns (the same as its "Exportar"). */
  columns: readonly ExportColumn<Row>[];
  /** The ticked rows, usually `selectedRows(selection, ...)`; called on click. */
  getRows: () => Promise<readonly Row[]>;
}

/** "Exportar selección (N)" next to a list's bulk actions: only the ticked rows (or the whole filter). */
export const SelectionExportButton = <Row,>({
  selection,
  total,
  ...rest
}: SelectionExportButtonProps<Row>) => {
  const count = selection.count(total);
  if (count === 0) return null;
  return <ExportButton label={`Exportar selección (${count})`} {...rest} />;
};
