import { z } from 'zod';
import { defineEndpoint } from './define.ts';

/** The lists the server exports whole; shared/src/export/lists holds their columns. */
export const exportListName = z.enum(
  [
    'payments',
    'charges',
    'students',
    'teachers',
    'admins',
    'usersReport',
    'academies',
    'plans',
    'expenses',
    'documents',
    'emailHistory',
    'transbankPayments',
    'autopay',
  ],
  {
    error: 'no es una lista exportable',
  },
);

/**
 * Every row of a list's current filter and sort, streamed as CSV or Excel. The query is the list's
 * own (its filters, search and sort; paging is ignored) plus `format`; the list call's access
 * and scope apply, so an export never holds a row the caller could not list.
 */
export const exportList = defineEndpoint({
  name: 'exportList',
  method: 'GET',
  path: '/api/v1/exports/:list',
  access: ['admin', 'teacher', 'other'],
  summary: 'Exporta todas las filas del filtro actual de una lista (CSV o Excel), en streaming',
  params: z.object({ list: exportListName }),
  query: z
    .object({ format: z.enum(['csv', 'xlsx'], { error: 'debe ser csv o xlsx' }).default('csv') })
    .catchall(z.string().max(200)),
  response: z.unknown(),
  binary: true,
});
