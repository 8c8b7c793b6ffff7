import { showToast } from '@academias/shared/events';
import { Button, Menu, Portal } from '@academias/shared/ui';
import { useState } from 'react';
import { exportCsv, exportXlsx, type ExportColumn } from '../lib/export-rows.ts';

interface ExportButtonsProps<T> {
  fileName: string;
  sheetName: string;
  columns: ExportColumn<T>[];
  /** The rows the table shows now (this page, with its search and filters). */
  rows: T[];
}

/** "Exportar" menu: CSV or Excel of the visible rows. */
export function ExportButtons<T>({ fileName, sheetName, columns, rows }: ExportButtonsProps<T>) {
  const [busy, setBusy] = useState(false);
  const run = async (kind: 'csv' | 'xlsx') => {
    setBusy(true);
    try {
      if (kind === 'csv') exportCsv(fileName, columns, rows);
      else await exportXlsx(fileName, sheetName, columns, rows);
    } catch {
      showToast({
        type: 'error',
        title: 'No se pudo generar el archivo',
        description: 'Inténtalo nuevamente.',
      });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Menu.Root>
      <Menu.Trigger asChild>
        <Button variant="outline" disabled={rows.length === 0} loading={busy}>
          Exportar
        </Button>
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content>
            <Menu.Item value="csv" onClick={() => void run('csv')}>
              CSV (filas visibles)
            </Menu.Item>
            <Menu.Item value="xlsx" onClick={() => void run('xlsx')}>
              Excel (filas visibles)
            </Menu.Item>
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}
