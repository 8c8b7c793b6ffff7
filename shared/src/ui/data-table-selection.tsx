import { Button, Flex, Text } from '@chakra-ui/react';
import { Checkbox } from './lazy-controls.ts';
import { plural } from '../domain/plural.ts';
import type { DataColumn } from './data-table-column.ts';
import type { RowKey, RowSelection } from './use-row-selection.ts';

const Tick = ({
  checked,
  label,
  onChange,
}: {
  checked: boolean | 'indeterminate';
  label: string;
  onChange: () => void;
}) => (
  <Checkbox.Root checked={checked} onCheckedChange={onChange}>
    <Checkbox.HiddenInput />
    <Checkbox.Control />
    <Checkbox.Label srOnly>{label}</Checkbox.Label>
  </Checkbox.Root>
);

/** The first column when a list offers bulk actions: a tick per row, one for the page in the header. */
export const selectionColumn = <Row,>(
  selection: RowSelection,
  rows: readonly Row[],
  rowKey: (row: Row) => RowKey,
): DataColumn<Row> => {
  const keys = rows.map(rowKey);
  const ticked = keys.filter((k) => selection.keys.has(k)).length;
  const pageState =
    selection.allOfFilter || (ticked > 0 && ticked === keys.length)
      ? true
      : ticked > 0
        ? 'indeterminate'
        : false;
  return {
    key: '__select',
    header: '',
    alwaysShown: true,
    card: 'hide',
    cell: (row) => (
      <Tick
        checked={selection.allOfFilter || selection.keys.has(rowKey(row))}
        label="Seleccionar fila"
        onChange={() => selection.toggle(rowKey(row))}
      />
    ),
    headerCell: (
      <Tick
        checked={pageState}
        label="Seleccionar las filas de esta página"
        onChange={() => selection.togglePage(keys)}
      />
    ),
  };
};

/** "3 filas seleccionadas · Seleccionar las 297 de este filtro · Quitar selección". */
export const SelectAllBanner = ({
  selection,
  pageKeys,
  total,
}: {
  selection: RowSelection;
  pageKeys: readonly RowKey[];
  total: number;
}) => {
  const count = selection.count(total);
  if (count === 0) return null;
  const wholePage = pageKeys.length > 0 && pageKeys.every((k) => selection.keys.has(k));
  return (
    <Flex
      gap="3"
      align="center"
      wrap="wrap"
      bg="colorPalette.subtle"
      px="3"
      py="2"
      borderRadius="md"
      role="status"
    >
      <Text fontSize="sm">
        {selection.allOfFilter
          ? `Todas las ${plural(total, 'fila', 'filas')} de este filtro seleccionadas`
          : `${plural(count, 'fila seleccionada', 'filas seleccionadas')}`}
      </Text>
      {!selection.allOfFilter && wholePage && total > count && (
        <Button size="sm" variant="plain" minH="11" onClick={selection.selectAllOfFilter}>
          Seleccionar las {plural(total, 'fila', 'filas')} de este filtro
        </Button>
      )}
      <Button size="sm" variant="plain" minH="11" onClick={selection.clear}>
        Quitar selección
      </Button>
    </Flex>
  );
};
