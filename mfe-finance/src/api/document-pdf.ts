import { callApi } from '@academias/shared/api';
import { routes } from '@academias/shared/contract/routes';
import { downloadBlob } from '@academias/shared/export';

/** The boleta's PDF (generatePDF/?documentId=), as a Blob: the API client adds the session. */
export const fetchDocumentPdf = async (documentId: number): Promise<Blob> => {
  const data: unknown = await callApi(routes.generatePdf, { query: { documentId } });
  return data instanceof Blob ? data : new Blob([data as BlobPart], { type: 'application/pdf' });
};

/**
 * Opens the PDF in a new tab. The tab is opened during the click (so no popup blocker stops it)
 * and pointed at the file once it arrives; if the browser refuses the tab, it downloads instead.
 */
export const openDocumentPdf = async (documentId: number, fileName: string): Promise<void> => {
  const tab = window.open('', '_blank');
  try {
    const blob = await fetchDocumentPdf(documentId);
    const url = URL.createObjectURL(new Blob([blob], { type: 'application/pdf' }));
    if (tab) tab.location.href = url;
    else downloadBlob(blob, fileName);
    setTimeout(() => URL.revokeObjectURL(url), 60_000);
  } catch (error) {
    tab?.close();
    throw error;
  }
};

export const downloadDocumentPdf = async (documentId: number, fileName: string): Promise<void> => {
  downloadBlob(await fetchDocumentPdf(documentId), fileName);
};

/** The PDF of the nota de crédito (61) that cancelled a boleta, downloaded. */
export const downloadCreditNotePdf = async (documentId: number, folio: number): Promise<void> => {
  const data: unknown = await callApi(routes.generatePdf, {
    query: { documentId, creditNote: 'true' },
  });
  const blob =
    data instanceof Blob ? data : new Blob([data as BlobPart], { type: 'application/pdf' });
  downloadBlob(blob, `nota-credito-61-${folio}.pdf`);
};

export const boletaFileName = (folio: number, type: number): string =>
  `boleta-${type}-${folio}.pdf`;
