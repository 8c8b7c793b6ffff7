import { Card, Skeleton, Stack } from '@chakra-ui/react';
import { Checkbox } from './lazy-controls.ts';
import { Fragment, type ReactNode } from 'react';
import type { DataColumn } from './data-table-column.ts';
import type { RowKey, RowSelection } from './use-row-selection.ts';

interface DataTableCardsProps<Row> {
  caption: string;
  columns: readonly DataColumn<Row>[];
  rows: readonly Row[] | undefined;
  rowKey: (row: Row) => RowKey;
  loading: boolean;
  selection?: RowSelection | undefined;
}

/**
 * A list on a phone (below 600 px): one card per row instead of a table that would scroll sideways.
 * The title column heads the card; the others follow as "Label: value" (a page leaves out what does
 * not matter there with `card: 'hide'`); the actions come last as full-width buttons. Plain
 * elements styled by class (data-table-cards-css.ts): a page of rows is one short render.
 */
export const DataTableCards = <Row,>(p: DataTableCardsProps<Row>) => {
  const title = p.columns.find((c) => c.card === 'title') ?? p.columns[0];
  const actions = p.columns.find((c) => c.key === 'actions' || c.sticky);
  const details = p.columns.filter((c) => c !== title && c !== actions && c.card !== 'hide');
  if (!p.rows) {
    // Cards of the final cards' shape: the title (beside a 44 px checkbox when rows can be ticked),
    // a line per detail, the actions' 44 px row.
    return (
      <Stack gap="3" aria-busy="true">
        {Array.from({ length: 3 }, (_, i) => (
          <Card.Root key={i} size="sm">
            <Card.Body gap="2">
              <Skeleton height={p.selection ? '11' : '6'} width="60%" />
              <Stack gap="1">
                {details.map((c) => (
                  <Skeleton key={c.key} height="5" />
                ))}
              </Stack>
              {actions && <Skeleton height="11" mt="1" />}
            </Card.Body>
          </Card.Root>
        ))}
      </Stack>
    );
  }
  return (
    <ul className="dt-cards" aria-label={p.caption} aria-busy={p.loading || undefined}>
      {p.rows.map((row) => {
        const key = p.rowKey(row);
        const actionCell: ReactNode = actions?.cell(row);
        return (
          <li className="dt-card" key={key}>
            <div className="dt-card-head">
              {p.selection && (
                <Checkbox.Root
                  checked={p.selection.allOfFilter || p.selection.keys.has(key)}
                  onCheckedChange={() => p.selection?.toggle(key)}
                  minH="11"
                >
                  <Checkbox.HiddenInput />
                  <Checkbox.Control />
                  <Checkbox.Label srOnly>Seleccionar</Checkbox.Label>
                </Checkbox.Root>
              )}
              <div className="dt-card-title">{title?.cell(row)}</div>
            </div>
            <dl className="dt-card-details">
              {details.map((c) => (
                <Fragment key={c.key}>
                  <dt>{c.header}</dt>
                  <dd>{c.cell(row)}</dd>
                </Fragment>
              ))}
            </dl>
            {actionCell ? <div className="dt-card-actions">{actionCell}</div> : null}
          </li>
        );
      })}
    </ul>
  );
};
