import { formatClp, formatCount, formatDate, formatPeriod } from '@academias/shared/format';

/** A column of a report table; the same description drives the screen table and the exports. */
export interface ReportColumn<Row> {
  header: string;
  kind: 'text' | 'clp' | 'count' | 'percent' | 'date' | 'month';
  value: (row: Row) => string | number | null;
}

export const formatCell = (
  kind: ReportColumn<unknown>['kind'],
  value: string | number | null,
): string => {
  if (value === null || value === undefined) return '';
  switch (kind) {
    case 'clp':
      return formatClp(Number(value));
    case 'count':
      return formatCount(Number(value));
    case 'percent':
      return `${formatCount(Number(value))} %`;
    case 'date':
      return formatDate(String(value));
    case 'month':
      return formatPeriod(String(value));
    default:
      return String(value);
  }
};

export const isNumeric = (kind: ReportColumn<unknown>['kind']) =>
  kind === 'clp' || kind === 'count' || kind === 'percent';
