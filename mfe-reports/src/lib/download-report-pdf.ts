import { callApi } from '@academias/shared/api';
import { contract } from '@academias/shared/contract';
import type { ReportPdfKind } from '@academias/shared/contract/reports';

/** Asks generatePDF for a report's PDF (same filters as the screen) and saves it. */
export const downloadReportPdf = async (
  report: ReportPdfKind,
  filters: Record<string, string | number>,
  fileName: string,
): Promise<void> => {
  const data = (await callApi(contract.generatePdf, { query: { report, ...filters } })) as unknown as Blob;
  const url = URL.createObjectURL(data instanceof Blob ? data : new Blob([data], { type: 'application/pdf' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = `${fileName}.pdf`;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
};
