import type { EmailTemplate, RecipientFilter } from '@academias/shared/contract/email';
import { Button, Card, Heading, Stack, Text } from '@academias/shared/ui';
import { useCallback, useState } from 'react';
import { notifyError, notifySuccess } from '../../../api/notify.ts';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { useSendTemplate } from '../api/recipient-queries.ts';
import { RecipientPicker } from './recipient-picker.tsx';

/** Picks recipients for a saved template and queues the send after a confirmation. */
export const SendPanel = ({ template }: { template: EmailTemplate | null }) => {
  const [filter, setFilter] = useState<RecipientFilter>({ mode: 'todos' });
  const [sendable, setSendable] = useState<number | null>(null);
  const [confirming, setConfirming] = useState(false);
  const send = useSendTemplate();
  const onCount = useCallback((n: number | null) => setSendable(n), []);

  const doSend = () => {
    if (!template) return;
    send.mutate(
      { templateId: template.id, recipients: filter },
      {
        onSuccess: (r) => {
          setConfirming(false);
          notifySuccess(
            `Envío en cola: ${r.queued} ${r.queued === 1 ? 'destinatario' : 'destinatarios'}`,
            `${r.skipped > 0 ? `${r.skipped} omitidos. ` : ''}Sigue su avance en Historial de Envíos.`,
          );
        },
        onError: (error) => {
          setConfirming(false);
          notifyError('No se pudo enviar', error);
        },
      },
    );
  };

  return (
    <Card.Root>
      <Card.Body>
        <Stack gap="4">
          <Heading as="h2" size="lg">
            Enviar
          </Heading>
          {!template ? (
            <Text color="fg.muted">Guarda o elige una plantilla para enviarla.</Text>
          ) : (
            <>
              <RecipientPicker filter={filter} onChange={setFilter} onCount={onCount} />
              <Button alignSelf="flex-start" disabled={!sendable} onClick={() => setConfirming(true)}>
                {sendable ? `Enviar a ${sendable} ${sendable === 1 ? 'destinatario' : 'destinatarios'}` : 'Enviar'}
              </Button>
            </>
          )}
        </Stack>
      </Card.Body>
      <ConfirmDialog
        open={confirming}
        tone="primary"
        title="Confirmar envío"
        confirmLabel="Enviar ahora"
        busy={send.isPending}
        onConfirm={doSend}
        onClose={() => setConfirming(false)}
      >
        Se enviará «{template?.name}» a {sendable} {sendable === 1 ? 'persona' : 'personas'}. Un envío no se puede deshacer.
      </ConfirmDialog>
    </Card.Root>
  );
};
