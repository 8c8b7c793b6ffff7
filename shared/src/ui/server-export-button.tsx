import { Button, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
// Package specifier: the API client is its own federation singleton.
import { apiClient, toApiError } from '@academias/shared/api';
import type { ExportListName } from '../export/lists/index.ts';
import { downloadBlob } from '../export/export-rows.ts';
import { exportFileName, type ExportFormat } from '../export/file-name.ts';
import { plural } from '../domain/plural.ts';
import { MenuButton } from './menu-button.tsx';
import { toaster } from './toaster.tsx';

interface ServerExportButtonProps {
  /** A list of `GET /api/v1/exports/:list` (shared/src/export/lists). */
  list: ExportListName;
  fileName: string;
  /** The list's current filters, search and sort (its query without paging). */
  query: Record<string, string | number | boolean | undefined | null>;
  /** Rows of the current filter (the list's total); undefined while it loads. */
  total: number | undefined;
  disabled?: boolean;
}

const mb = (bytes: number) =>
  `${(bytes / 1_048_576).toLocaleString('es-CL', { maximumFractionDigits: 1 })} MB`;

/** An error answer arrives as a Blob (the request asked for a file): read its Spanish JSON. */
const errorOf = async (error: unknown): Promise<string> => {
  const data = (error as { response?: { data?: unknown } }).response?.data;
  if (data instanceof Blob) {
    try {
      const parsed = JSON.parse(await data.text()) as { message?: string };
      if (parsed.message) return parsed.message;
    } catch {
      // not JSON: fall back to the generic mapping
    }
  }
  return toApiError(error).message;
};

/**
 * "Exportar" of a whole list: the server streams every row of the current filter and sort
 * (CSV or Excel), however many; while it downloads, the button says how much has arrived.
 */
export const ServerExportButton = ({
  list,
  fileName,
  query,
  total,
  disabled,
}: ServerExportButtonProps) => {
  const [received, setReceived] = useState<number | null>(null);
  const run = async (format: ExportFormat) => {
    setReceived(0);
    try {
      const params = Object.fromEntries(
        Object.entries(query).filter(
          ([k, v]) => v !== undefined && v !== null && v !== '' && k !== 'page' && k !== 'pageSize',
        ),
      );
      const response = await apiClient.request<Blob>({
        url: `/api/v1/exports/${list}`,
        params: { ...params, format },
        responseType: 'blob',
        // a long list takes longer than a normal call: the stream keeps the connection busy
        timeout: 0,
        onDownloadProgress: (e) => setReceived(e.loaded),
      });
      downloadBlob(response.data, exportFileName(fileName, format));
    } catch (error) {
      toaster.create({
        type: 'error',
        title: 'No se pudo exportar',
        description: await errorOf(error),
      });
    } finally {
      setReceived(null);
    }
  };
  const busy = received !== null;
  const rowsText = total === undefined ? null : plural(total, 'fila', 'filas');
  return (
    <Stack gap="1" align={{ base: 'stretch', md: 'flex-end' }}>
      <MenuButton
        onSelect={(value) => void run(value as ExportFormat)}
        items={[
          { value: 'xlsx', label: `Excel (${rowsText ?? '.xlsx'})`, minH: '11' },
          { value: 'csv', label: `CSV (${rowsText ?? '.csv'})`, minH: '11' },
        ]}
        trigger={
          <Button
            variant="outline"
            minH="11"
            loading={busy}
            loadingText="Exportando…"
            disabled={disabled || !total}
          >
            Exportar
          </Button>
        }
      />
      {busy && (
        <Text fontSize="xs" color="fg.muted" role="status">
          Exportando {total === undefined ? '' : `${plural(total, 'fila', 'filas')} · `}
          {mb(received)} recibidos
        </Text>
      )}
    </Stack>
  );
};
