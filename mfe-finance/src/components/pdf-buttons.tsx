import { Button, HStack } from '@academias/shared/ui';
import { useState } from 'react';
import { boletaFileName, downloadDocumentPdf, openDocumentPdf } from '../api/document-pdf.ts';
import { notifyError } from '../api/notify.ts';

/** "Ver PDF" and "Descargar" for one boleta; each says which folio it belongs to. */
export const PdfButtons = ({
  documentId,
  folio,
  type,
}: {
  documentId: number;
  folio: number;
  type: number;
}) => {
  const [busy, setBusy] = useState<'open' | 'download' | null>(null);
  const run = (kind: 'open' | 'download') => {
    setBusy(kind);
    const action = kind === 'open' ? openDocumentPdf : downloadDocumentPdf;
    action(documentId, boletaFileName(folio, type))
      .catch((error: unknown) => notifyError('No se pudo obtener el PDF de la boleta', error))
      .finally(() => setBusy(null));
  };
  return (
    <HStack gap="1">
      <Button
        size="xs"
        variant="outline"
        onClick={() => run('open')}
        loading={busy === 'open'}
        aria-label={`Ver PDF de la boleta folio ${folio}`}
      >
        Ver PDF
      </Button>
      <Button
        size="xs"
        variant="outline"
        onClick={() => run('download')}
        loading={busy === 'download'}
        aria-label={`Descargar PDF de la boleta folio ${folio}`}
      >
        Descargar
      </Button>
    </HStack>
  );
};
