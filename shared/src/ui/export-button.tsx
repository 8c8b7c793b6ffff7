import { Button } from '@chakra-ui/react';
import { useState } from 'react';
import {
  exportRows,
  isExportError,
  type ExportColumn,
  type ExportFormat,
} from '../export/index.ts';
import { MenuButton } from './menu-button.tsx';
import { toaster } from './toaster.tsx';

type ExportButtonProps<Row> = {
  columns: readonly ExportColumn<Row>[];
  /** File name without date or extension (`alumnos`). */
  fileName: string;
  /** Adds the export's date to the file name (`alumnos-2026-11-22.csv`). */
  dated?: boolean;
  /** Excel sheet name; the file name when absent. */
  sheetName?: string;
  disabled?: boolean;
  /** The button's text ("Exportar" unless told, e.g. "Exportar selección (3)"). */
  label?: string;
} & (
  | {
      /** All rows to export (usually the list call without paging); called on click. */
      getRows: () => Promise<readonly Row[]> | readonly Row[];
      rows?: never;
    }
  | {
      /** The rows on screen (this page): the menu says so, and there is nothing to export without them. */
      rows: readonly Row[];
      getRows?: never;
    }
);

/** "Exportar" with CSV and Excel; failures end in a Spanish toast, never silently. */
export const ExportButton = <Row,>({
  getRows,
  rows: visibleRows,
  columns,
  fileName,
  dated,
  sheetName,
  disabled,
  label = 'Exportar',
}: ExportButtonProps<Row>) => {
  const [busy, setBusy] = useState(false);
  const scope = visibleRows ? 'filas visibles' : null;
  const run = async (format: ExportFormat) => {
    setBusy(true);
    try {
      const rows = visibleRows ?? (await getRows!());
      await exportRows({ format, rows, columns, fileName, dated, sheetName });
    } catch (error) {
      if (!isExportError(error)) console.error('error generated', error);
      toaster.create({
        type: 'error',
        title: 'No se pudo exportar',
        description: isExportError(error) ? error.message : 'Inténtalo nuevamente.',
      });
    } finally {
      setBusy(false);
    }
  };
  return (
    <MenuButton
      onSelect={(value) => void run(value as ExportFormat)}
      items={[
        { value: 'xlsx', label: `Excel (${scope ?? '.xlsx'})` },
        { value: 'csv', label: `CSV (${scope ?? '.csv'})` },
      ]}
      trigger={
        <Button
          variant="outline"
          loading={busy}
          loadingText="Exportando…"
          disabled={disabled || visibleRows?.length === 0}
        >
          {label}
        </Button>
      }
    />
  );
};
