import type { IssuedDocument } from '@academias/shared/contract/documents';
import { Badge, Button, Stack, Text } from '@academias/shared/ui';
import { useState } from 'react';
import { downloadCreditNotePdf } from '../../../api/document-pdf.ts';
import { notifyError, notifySuccess } from '../../../api/notify.ts';
import { useRetryEnvio } from '../api/sii-queries.ts';
import { siiTexts as t } from '../sii-texts.ts';

const PALETTE: Record<string, string> = {
  aceptado: 'green',
  aceptado_reparos: 'yellow',
  rechazado: 'red',
  enviado: 'blue',
  pendiente: 'gray',
};

/** The nota de crédito that cancelled the boleta, its state and its PDF. */
const CreditNoteLine = ({
  documentId,
  note,
}: {
  documentId: number;
  note: { folio: number; state: string };
}) => {
  const [busy, setBusy] = useState(false);
  const download = () => {
    setBusy(true);
    downloadCreditNotePdf(documentId, note.folio)
      .catch((error: unknown) => notifyError(t.creditNotePdfFailed, error))
      .finally(() => setBusy(false));
  };
  return (
    <>
      <Text fontSize="xs">{t.creditNote(note.folio, t.state[note.state] ?? note.state)}</Text>
      <Button
        size="xs"
        variant="outline"
        onClick={download}
        loading={busy}
        aria-label={t.creditNotePdfLabel(note.folio)}
      >
        {t.creditNotePdf}
      </Button>
    </>
  );
};

/** A document's state at the SII (Documentos Emitidos); an admin retries a rejected one. */
export const SiiStateCell = ({
  document,
  canRetry,
}: {
  document: IssuedDocument;
  canRetry: boolean;
}) => {
  const retry = useRetryEnvio();
  const sii = document.sii;
  if (!sii) return <Text color="fg.muted">{t.local}</Text>;
  const onRetry = async () => {
    try {
      await retry.mutateAsync(sii.envioId);
      notifySuccess(t.retried);
    } catch (error) {
      notifyError(t.retryFailed, error);
    }
  };
  return (
    <Stack gap="1" align="flex-start">
      <Badge colorPalette={PALETTE[sii.state] ?? 'gray'} title={sii.reason ?? undefined}>
        {t.state[sii.state] ?? sii.state}
      </Badge>
      {sii.reason && sii.state !== 'aceptado' && (
        <Text fontSize="xs" color="fg.muted" maxW="64" whiteSpace="normal">
          {sii.reason}
        </Text>
      )}
      {sii.creditNote && <CreditNoteLine documentId={document.id} note={sii.creditNote} />}
      {canRetry && sii.state === 'rechazado' && (
        <Button
          size="xs"
          variant="outline"
          onClick={onRetry}
          loading={retry.isPending}
          aria-label={t.retryLabel(document.folio)}
        >
          {t.retry}
        </Button>
      )}
    </Stack>
  );
};
