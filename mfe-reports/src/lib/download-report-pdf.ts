import { callApi } from '@academias/shared/api';
import { routes } from '@academias/shared/contract/routes';
import type { ReportPdfKind } from '@academias/shared/contract/reports';
import { saveBlob } from './save-blob.ts';

/** Asks generatePDF for a report's PDF (same filters as the screen) and saves it. */
export const downloadReportPdf = async (
  report: ReportPdfKind,
  filters: Readonly<Record<string, string | number>>,
  fileName: string,
): Promise<void> => {
  const data = (await callApi(routes.generatePdf, {
    query: { report, ...filters },
  })) as unknown as Blob;
  saveBlob(
    data instanceof Blob ? data : new Blob([data], { type: 'application/pdf' }),
    `${fileName}.pdf`,
  );
};
