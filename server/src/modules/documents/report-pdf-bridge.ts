import type { ReportPdfKind } from '@academias/shared/contract/reports';
import type { CurrentUser } from '../../auth/current-user.ts';
import type { Db } from '../../db/db-handle.ts';
import { renderReportPdf } from '../reports/report-pdf.ts';

export interface ReportPdf {
  body: Uint8Array;
  filename: string;
}

/** `generatePDF/?report=` is the reports area's renderer; it checks the user's scope itself. */
export const renderReport = async (
  db: Db,
  user: CurrentUser,
  kind: ReportPdfKind,
  filters: Record<string, unknown>,
): Promise<ReportPdf> => ({
  body: await renderReportPdf({ db, user, kind, filters }),
  filename: `informe-${kind}.pdf`,
});
