import { describe, expect, it, vi } from 'vitest';
import { fetchAllPages, type ExportPageRequest } from './fetch-all-pages.ts';
import { isExportError } from './export-error.ts';

const numbers = (n: number) => Array.from({ length: n }, (_, i) => i + 1);

/** A fake list of `total` rows answering offset pages (or keyset ones when `cursors`). */
const list = (total: number, cursors = false) =>
  vi.fn(async ({ page, pageSize, cursor }: ExportPageRequest) => {
    const start = cursor ? Number(cursor) : (page - 1) * pageSize;
    const items = numbers(total).slice(start, start + pageSize);
    const end = start + items.length;
    return { items, total, nextCursor: cursors && end < total ? String(end) : null };
  });

describe('fetchAllPages', () => {
  it('reads every page of 100 until the total, in order', async () => {
    const fetchPage = list(250);
    expect(await fetchAllPages(fetchPage)).toEqual(numbers(250));
    expect(fetchPage.mock.calls.map(([r]) => r.page)).toEqual([1, 2, 3]);
  });

  it('follows the keyset cursor when the list answers one', async () => {
    const fetchPage = list(230, true);
    expect(await fetchAllPages(fetchPage)).toEqual(numbers(230));
    expect(fetchPage.mock.calls.map(([r]) => r.cursor)).toEqual([undefined, '100', '200']);
  });

  it('one request for a short list, none more for an empty one', async () => {
    const short = list(7);
    expect(await fetchAllPages(short)).toHaveLength(7);
    expect(short).toHaveBeenCalledTimes(1);
    expect(await fetchAllPages(list(0))).toEqual([]);
  });

  it('refuses past the limit in Spanish after the first page only', async () => {
    const fetchPage = list(5001);
    const error = await fetchAllPages(fetchPage, 5000).catch((e: unknown) => e);
    expect(isExportError(error)).toBe(true);
    expect((error as Error).message).toBe(
      'Hay 5.001 filas con estos filtros y se pueden exportar hasta 5.000. Acota los filtros (por ejemplo, por fecha o academia) y vuelve a exportar.',
    );
    expect(fetchPage).toHaveBeenCalledTimes(1);
  });
});
