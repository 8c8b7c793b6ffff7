import type { ReactNode } from 'react';
import type { ReportColumn } from '../lib/report-columns.ts';

/** A report's figures: the table on a laptop (report-table.tsx), cards on a phone (report-cards.tsx). */
export interface ReportTableProps<Row> {
  caption: string;
  columns: ReportColumn<Row>[];
  rows: Row[];
  rowKey: (row: Row, index: number) => string | number;
  /** A totals row, bold, in the table footer. */
  total?: Row;
  /** Extra cell at the end of each row (a drill-down button). */
  action?: (row: Row) => ReactNode;
  actionHeader?: string;
  maxHeight?: string;
}
