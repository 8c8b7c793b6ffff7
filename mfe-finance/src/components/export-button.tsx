import { Button } from '@academias/shared/ui';
import { downloadFile } from '../export/download-file.ts';
import { toCsv, type ExportColumn } from '../export/to-csv.ts';

interface ExportButtonProps<Row> {
  /** File name without extension (`gastos-2026-11`). */
  fileName: string;
  columns: readonly ExportColumn<Row>[];
  rows: readonly Row[] | undefined;
}

/** Exports the rows the user is looking at (this page, with its search and filters) as CSV. */
export const ExportButton = <Row,>({ fileName, columns, rows }: ExportButtonProps<Row>) => (
  <Button
    variant="outline"
    disabled={!rows || rows.length === 0}
    onClick={() =>
      rows &&
      downloadFile(
        new Blob([toCsv(columns, rows)], { type: 'text/csv;charset=utf-8' }),
        `${fileName}.csv`,
      )
    }
  >
    Exportar CSV
  </Button>
);
