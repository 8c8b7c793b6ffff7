import type { ExportList, ExportPage } from '@academias/shared/export/lists';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { HttpError } from '../../http/http-error.ts';

/** The page size of the list calls an export walks (the contract's largest). */
const PAGE_SIZE = 100;
/** Query keys of the export itself, never passed on to the list. */
const OWN_KEYS = new Set(['format', 'page', 'pageSize', 'cursor']);

/**
 * Calls the list route itself (through Fastify's inject), with the caller's credentials and
 * filters: the same validation, access, scope and sort as the screen, so an export holds exactly
 * what the filter holds. A refusal (400 naming a filter, 403) is thrown as the same HttpError.
 */
const fetchPage = async (
  app: FastifyInstance,
  request: FastifyRequest,
  list: ExportList,
  filters: Record<string, string>,
  paging: { page: number; cursor?: string },
): Promise<ExportPage> => {
  const query = new URLSearchParams({
    ...filters,
    pageSize: String(PAGE_SIZE),
    page: String(paging.page),
  });
  if (paging.cursor) query.set('cursor', paging.cursor);
  const res = await app.inject({
    method: 'GET',
    url: `${list.path}?${query}`,
    headers: {
      ...(request.headers.authorization ? { authorization: request.headers.authorization } : {}),
      ...(request.headers.cookie ? { cookie: request.headers.cookie } : {}),
    },
  });
  const body = res.json() as ExportPage & { message?: string; field?: string; code?: string };
  if (res.statusCode !== 200) {
    throw new HttpError(
      res.statusCode,
      body.message ?? 'No se pudo exportar la lista.',
      body.field,
      body.code,
    );
  }
  return list.pageOf ? list.pageOf(body as never) : body;
};

/** The list's filters from the export's query string (format and paging left out). */
export const listFilters = (query: Record<string, unknown>): Record<string, string> =>
  Object.fromEntries(
    Object.entries(query).filter(
      (e): e is [string, string] => !OWN_KEYS.has(e[0]) && typeof e[1] === 'string',
    ),
  );

/**
 * Every page of a list, one at a time (keyset when the list answers a cursor, so rows added
 * meanwhile do not shift the pages). Only one page is in memory at once. The first page is
 * fetched before the generator is returned, so a refused filter fails before any byte is sent.
 */
export const listPages = async (
  app: FastifyInstance,
  request: FastifyRequest,
  list: ExportList,
  filters: Record<string, string>,
): Promise<{ total: number; pages: AsyncGenerator<unknown[]> }> => {
  const first = await fetchPage(app, request, list, filters, { page: 1 });
  async function* pages(): AsyncGenerator<unknown[]> {
    let current = first;
    let page = 1;
    let seen = 0;
    for (;;) {
      yield current.items;
      seen += current.items.length;
      if (current.items.length < PAGE_SIZE || seen >= first.total) return;
      page += 1;
      current = await fetchPage(
        app,
        request,
        list,
        filters,
        current.nextCursor ? { page: 1, cursor: current.nextCursor } : { page },
      );
      if (current.items.length === 0) return;
    }
  }
  return { total: first.total, pages: pages() };
};
