import { Button } from '@chakra-ui/react';
import type { DataColumn } from './data-table-column.ts';
import { MenuButton } from './menu-button.tsx';

interface ColumnChooserProps<Row> {
  columns: readonly DataColumn<Row>[];
  hidden: readonly string[];
  onToggle: (key: string) => void;
}

/** "Columnas": tick which columns the list shows; the choice stays in this browser. */
export const ColumnChooser = <Row,>({ columns, hidden, onToggle }: ColumnChooserProps<Row>) => (
  <MenuButton
    closeOnSelect={false}
    onSelect={onToggle}
    items={columns
      .filter((c) => !c.alwaysShown && c.header)
      .map((c) => ({
        value: c.key,
        label: c.header,
        checked: !hidden.includes(c.key),
        minH: '11',
      }))}
    trigger={
      <Button variant="outline" minH="11">
        Columnas
      </Button>
    }
  />
);
