/** How one column of a list is exported. `clp` cells are whole pesos, `date` cells ISO dates. */
export interface ExportColumn<Row> {
  header: string;
  value: (row: Row) => string | number | boolean | Date | null | undefined;
  type?: 'text' | 'number' | 'clp' | 'date';
  /** Excel column width in characters. */
  width?: number;
}

export type ExportCell = string | number | boolean | Date | null;

/** A value as it goes into a cell: nothing becomes empty, dates stay dates. */
export const cellOf = <Row>(column: ExportColumn<Row>, row: Row): ExportCell => {
  const v = column.value(row);
  if (v === undefined || v === null) return null;
  if (column.type === 'date' && typeof v === 'string' && /^\d{4}-\d{2}-\d{2}/.test(v)) {
    // yyyy-mm-dd is a calendar date: build it at noon UTC so no time zone moves it a day
    return new Date(`${v.slice(0, 10)}T12:00:00Z`);
  }
  return v;
};
