import { formatRut, isValidRut } from '@academias/shared/format';
import { Badge, Box, Table, Text } from '@academias/shared/ui';
import { describeRowError, type CheckedRow } from '../check-import-rows.ts';

interface ImportPreviewTableProps<T> {
  rows: CheckedRow<T>[];
  /** Only rows with errors, when the file is long. */
  onlyErrors: boolean;
}

/** The file's rows with their line, person and what is wrong with each one. */
export function ImportPreviewTable<T>({ rows, onlyErrors }: ImportPreviewTableProps<T>) {
  const shown = (onlyErrors ? rows.filter((r) => r.errors.length > 0) : rows).slice(0, 500);
  return (
    <Box
      borderWidth="1px"
      borderRadius="md"
      maxH="sm"
      overflowY="auto"
      tabIndex={0}
      aria-label="Vista previa de la importación"
    >
      <Table.Root size="sm" stickyHeader>
        <Table.Caption srOnly>Filas del archivo y sus errores</Table.Caption>
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader>Fila</Table.ColumnHeader>
            <Table.ColumnHeader>RUT</Table.ColumnHeader>
            <Table.ColumnHeader>Nombre</Table.ColumnHeader>
            <Table.ColumnHeader>Resultado</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {shown.map((r) => (
            <Table.Row key={r.line} bg={r.errors.length > 0 ? 'red.subtle' : undefined}>
              <Table.Cell>{r.line}</Table.Cell>
              <Table.Cell whiteSpace="nowrap">
                {r.values.rut
                  ? isValidRut(r.values.rut)
                    ? formatRut(r.values.rut)
                    : r.values.rut
                  : '—'}
              </Table.Cell>
              <Table.Cell>
                {[r.values.firstName, r.values.lastName].filter(Boolean).join(' ') || '—'}
              </Table.Cell>
              <Table.Cell>
                {r.errors.length === 0 ? (
                  <Badge colorPalette="green">Válida</Badge>
                ) : (
                  r.errors.map((e, i) => (
                    <Text key={i} color={{ base: 'red.700', _dark: 'red.300' }} fontSize="sm">
                      {describeRowError(e)}
                    </Text>
                  ))
                )}
              </Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
      {rows.length > shown.length && (
        <Text fontSize="sm" color="fg.muted" p="2">
          Se muestran las primeras {shown.length} filas.
        </Text>
      )}
    </Box>
  );
}
