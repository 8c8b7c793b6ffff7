import { EXPORT_ROW_LIMIT, tooManyRowsMessage, type ExportColumn } from '@academias/shared/export';
import { ExportButton, Stack, Text } from '@academias/shared/ui';

interface ListExportButtonProps<Row> {
  /** File name without date or extension. */
  fileName: string;
  columns: readonly ExportColumn<Row>[];
  /** Every row of the current filters (all pages). */
  getRows: () => Promise<readonly Row[]>;
  /** Rows matching the filters (the list's total); undefined while it loads. */
  total: number | undefined;
  disabled?: boolean;
}

/**
 * The shared "Exportar" (Excel / CSV) of a list, off while there is nothing to export and, past
 * the export cap, off with the reason in Spanish (acotar los filtros) shown next to it.
 */
export const ListExportButton = <Row,>({
  total,
  disabled,
  ...rest
}: ListExportButtonProps<Row>) => {
  const tooMany = total !== undefined && total > EXPORT_ROW_LIMIT;
  return (
    <Stack gap="1" align={{ base: 'stretch', md: 'flex-end' }}>
      <ExportButton {...rest} disabled={disabled || !total || tooMany} />
      {tooMany && (
        <Text fontSize="xs" color="fg.muted" maxW="xs">
          {tooManyRowsMessage(total, EXPORT_ROW_LIMIT)}
        </Text>
      )}
    </Stack>
  );
};
