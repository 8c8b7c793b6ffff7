import { Button, Menu, Portal } from '@chakra-ui/react';
import { useState } from 'react';
import { exportRows, type ExportColumn, type ExportFormat } from '../export/index.ts';
import { toaster } from './toaster.tsx';

interface ExportButtonProps<Row> {
  /** All rows to export (usually the list call without paging); called on click. */
  getRows: () => Promise<readonly Row[]> | readonly Row[];
  columns: readonly ExportColumn<Row>[];
  /** File name without date or extension (`alumnos`). */
  fileName: string;
  disabled?: boolean;
}

/** "Exportar" with CSV and Excel; failures end in a Spanish toast, never silently. */
export const ExportButton = <Row,>({
  getRows,
  columns,
  fileName,
  disabled,
}: ExportButtonProps<Row>) => {
  const [busy, setBusy] = useState(false);
  const run = async (format: ExportFormat) => {
    setBusy(true);
    try {
      const rows = await getRows();
      await exportRows({ format, rows, columns, fileName });
    } catch (error) {
      console.error('error generated', error);
      toaster.create({
        type: 'error',
        title: 'No se pudo exportar',
        description: 'Inténtalo nuevamente.',
      });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Menu.Root onSelect={(d) => void run(d.value as ExportFormat)}>
      <Menu.Trigger asChild>
        <Button variant="outline" loading={busy} loadingText="Exportando…" disabled={disabled}>
          Exportar
        </Button>
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content>
            <Menu.Item value="xlsx">Excel (.xlsx)</Menu.Item>
            <Menu.Item value="csv">CSV (.csv)</Menu.Item>
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
};
