import { formatCount } from '../domain/count.ts';
import { ExportError } from './export-error.ts';

/** What an export may download at most: 50 requests of 100 rows, a few MB in the browser. */
export const EXPORT_ROW_LIMIT = 5000;
/** The contract's largest page. */
export const EXPORT_PAGE_SIZE = 100;

export interface ExportPageRequest {
  page: number;
  pageSize: number;
  /** The keyset cursor of the previous page, when the list answers one (`nextCursor`). */
  cursor?: string;
}

export interface ExportPage<Row> {
  items: readonly Row[];
  total: number;
  nextCursor?: string | null;
}

export const tooManyRowsMessage = (total: number, limit: number): string =>
  `Hay ${formatCount(total)} filas con estos filtros y se pueden exportar hasta ${formatCount(limit)}. Acota los filtros (por ejemplo, por fecha o academia) y vuelve a exportar.`;

/**
 * Every row that matches a list's current filters, page after page (keyset when the list answers
 * a cursor, so a row added meanwhile does not shift the pages). Over `limit` rows it refuses with
 * an `ExportError` the export button shows, before downloading more than the first page.
 */
export const fetchAllPages = async <Row>(
  fetchPage: (request: ExportPageRequest) => Promise<ExportPage<Row>>,
  limit = EXPORT_ROW_LIMIT,
): Promise<Row[]> => {
  const first = await fetchPage({ page: 1, pageSize: EXPORT_PAGE_SIZE });
  if (first.total > limit) throw new ExportError(tooManyRowsMessage(first.total, limit));
  const rows = [...first.items];
  let last = first;
  let page = 1;
  while (rows.length < first.total && last.items.length > 0) {
    page += 1;
    last = await fetchPage(
      last.nextCursor
        ? { page: 1, pageSize: EXPORT_PAGE_SIZE, cursor: last.nextCursor }
        : { page, pageSize: EXPORT_PAGE_SIZE },
    );
    rows.push(...last.items);
    if (rows.length > limit) throw new ExportError(tooManyRowsMessage(rows.length, limit));
  }
  return rows;
};

/**
 * The ticked rows of a list by id, whatever page they sit on: a page's worth of ids per call
 * (the lists' `ids` filter), so any selection fits the address of a GET.
 */
export const fetchByIds = async <Row>(
  ids: readonly number[],
  fetchPage: (request: ExportPageRequest & { ids: string }) => Promise<ExportPage<Row>>,
): Promise<Row[]> => {
  const rows: Row[] = [];
  for (let i = 0; i < ids.length; i += EXPORT_PAGE_SIZE) {
    const chunk = ids.slice(i, i + EXPORT_PAGE_SIZE).join(',');
    rows.push(...(await fetchAllPages((paging) => fetchPage({ ...paging, ids: chunk }))));
  }
  return rows;
};
