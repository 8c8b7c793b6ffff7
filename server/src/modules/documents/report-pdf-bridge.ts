import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { CurrentUser } from '../../auth/current-user.ts';
import { HttpError } from '../../http/http-error.ts';
import type { Db } from '../payments/db-handle.ts';

export interface ReportPdf {
  body: Uint8Array;
  filename: string;
}

const MODULE_URL = new URL('../reports/report-pdf.ts', import.meta.url);

/**
 * `generatePDF/?report=` is rendered by the reports area's `renderReportPdf({ db, user, kind, query })`
 * in server/src/modules/reports/report-pdf.ts; loaded by path so boletas work before that file exists.
 */
export const renderReport = async (db: Db, user: CurrentUser, kind: string, query: Record<string, unknown>): Promise<ReportPdf> => {
  if (!existsSync(fileURLToPath(MODULE_URL))) {
    throw new HttpError(501, 'Los informes en PDF aún no están disponibles.', 'report', 'no_disponible');
  }
  const loaded = (await import(MODULE_URL.href)) as {
    renderReportPdf?: (input: { db: Db; user: CurrentUser; kind: string; query: Record<string, unknown> }) => Promise<ReportPdf | Uint8Array>;
  };
  if (typeof loaded.renderReportPdf !== 'function') {
    throw new HttpError(501, 'Los informes en PDF aún no están disponibles.', 'report', 'no_disponible');
  }
  const result = await loaded.renderReportPdf({ db, user, kind, query });
  return result instanceof Uint8Array ? { body: result, filename: `informe-${kind}.pdf` } : result;
};
