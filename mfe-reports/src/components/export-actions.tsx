import { apiErrorMessage } from '@academias/shared/api';
import { Button, Group, ServerExportButton, toaster } from '@academias/shared/ui';
import { type ComponentProps, useState } from 'react';
import type { ExportTable } from '../lib/export-rows.ts';

interface ExportActionsProps {
  /** Builds the table to export from the data on screen; null while there is nothing to export. */
  table?: (() => ExportTable) | null;
  /** A paged report's rows: the server streams every row of the filter instead. */
  server?: ComponentProps<typeof ServerExportButton>;
  /** Downloads the server's PDF of the same report. */
  pdf: (() => Promise<void>) | null;
}

/** CSV, Excel and PDF of the report: what the screen holds, or every row through the server. */
export function ExportActions({ table = null, server, pdf }: ExportActionsProps) {
  const [busy, setBusy] = useState<'csv' | 'xlsx' | 'pdf' | null>(null);
  const run = async (kind: 'csv' | 'xlsx' | 'pdf') => {
    setBusy(kind);
    try {
      if (kind === 'pdf') await pdf?.();
      else if (table) await table().save(kind);
    } catch (error) {
      toaster.create({
        type: 'error',
        title: 'No se pudo descargar el archivo',
        description: apiErrorMessage(error),
      });
    } finally {
      setBusy(null);
    }
  };
  return (
    <Group attached={false} gap="2" wrap="wrap" role="group" aria-label="Descargar reporte">
      {server ? (
        <ServerExportButton {...server} />
      ) : (
        <>
          <Button
            size="sm"
            variant="outline"
            disabled={!table}
            loading={busy === 'csv'}
            onClick={() => void run('csv')}
          >
            CSV
          </Button>
          <Button
            size="sm"
            variant="outline"
            disabled={!table}
            loading={busy === 'xlsx'}
            onClick={() => void run('xlsx')}
          >
            Excel
          </Button>
        </>
      )}
      <Button
        size="sm"
        variant="outline"
        disabled={!pdf}
        loading={busy === 'pdf'}
        onClick={() => void run('pdf')}
      >
        PDF
      </Button>
    </Group>
  );
}
