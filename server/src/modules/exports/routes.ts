import { exportList } from '@academias/shared/contract/exports';
import { exportFileName, exportLists, type ExportList } from '@academias/shared/export/lists';
import type { FastifyInstance } from 'fastify';
import { registerEndpoint } from '../../http/register-endpoint.ts';
import { listFilters, listPages } from './list-pages.ts';
import { csvStream, xlsxStream } from './write-export.ts';

const mime = {
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
} as const;

/**
 * `GET /api/v1/exports/:list`: every row of the list's current filter and sort, streamed page by
 * page (never the whole list in memory). `X-Total-Count` lets the browser show progress.
 */
export const exportsModule = (app: FastifyInstance) => {
  registerEndpoint(app, exportList, async ({ params, query, request, reply }) => {
    // one list's columns, typed for its own rows; the writers take any row
    const list: ExportList = exportLists[params.list];
    const { total, pages } = await listPages(app, request, list, listFilters(query));
    const format = query.format;
    const body =
      format === 'csv'
        ? csvStream(list.columns, pages)
        : xlsxStream(list.columns, pages, list.sheet);
    return reply
      .header('content-type', mime[format])
      .header(
        'content-disposition',
        `attachment; filename="${exportFileName(list.fileName, format)}"`,
      )
      .header('x-total-count', String(total))
      .header('cache-control', 'no-store')
      .send(body);
  });
};
