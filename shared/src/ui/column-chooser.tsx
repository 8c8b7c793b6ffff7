import { Button, Menu, Portal } from '@chakra-ui/react';
import type { DataColumn } from './data-table-column.ts';

interface ColumnChooserProps<Row> {
  columns: readonly DataColumn<Row>[];
  hidden: readonly string[];
  onToggle: (key: string) => void;
}

/** "Columnas": tick which columns the list shows; the choice stays in this browser. */
export const ColumnChooser = <Row,>({ columns, hidden, onToggle }: ColumnChooserProps<Row>) => (
  <Menu.Root closeOnSelect={false}>
    <Menu.Trigger asChild>
      <Button variant="outline" minH="11">
        Columnas
      </Button>
    </Menu.Trigger>
    <Portal>
      <Menu.Positioner>
        <Menu.Content>
          {columns
            .filter((c) => !c.alwaysShown && c.header)
            .map((c) => (
              <Menu.CheckboxItem
                key={c.key}
                value={c.key}
                checked={!hidden.includes(c.key)}
                onCheckedChange={() => onToggle(c.key)}
                minH="11"
              >
                <Menu.ItemIndicator />
                {c.header}
              </Menu.CheckboxItem>
            ))}
        </Menu.Content>
      </Menu.Positioner>
    </Portal>
  </Menu.Root>
);
