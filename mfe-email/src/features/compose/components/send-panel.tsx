import type { EmailTemplate, RecipientFilter } from '@academias/shared/contract/email';
import { Button, Card, ConfirmDialog, Heading, Stack, Text } from '@academias/shared/ui';
import { useCallback, useState } from 'react';
import { notifyError, notifySuccess } from '../../../api/notify.ts';
import { useSendTemplate } from '../api/recipient-queries.ts';
import { RecipientPicker } from './recipient-picker.tsx';

/** Picks recipients for a saved template and queues the send after a confirmation. */
export const SendPanel = ({ template }: { template: EmailTemplate | null }) => {
  const [filter, setFilter] = useState<RecipientFilter>({ mode: 'todos' });
  const [sendable, setSendable] = useState<number | null>(null);
  const [confirming, setConfirming] = useState(false);
  const send = useSendTemplate();
  const onCount = useCallback((n: number | null) => setSendable(n), []);

  /** Success or failure, the dialog closes: the toast says which. */
  const doSend = async () => {
    if (!template) return;
    try {
      const r = await send.mutateAsync({ templateId: template.id, recipients: filter });
      notifySuccess(
        `Envío en cola: ${r.queued} ${r.queued === 1 ? 'destinatario' : 'destinatarios'}`,
        `${r.skipped > 0 ? `${r.skipped} omitidos. ` : ''}Sigue su avance en Historial de Envíos.`,
      );
    } catch (error) {
      notifyError('No se pudo enviar', error);
    }
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
              <Button
                alignSelf="flex-start"
                disabled={!sendable}
                onClick={() => setConfirming(true)}
              >
                {sendable
                  ? `Enviar a ${sendable} ${sendable === 1 ? 'destinatario' : 'destinatarios'}`
                  : 'Enviar'}
              </Button>
            </>
          )}
        </Stack>
      </Card.Body>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        size="md"
        title="Confirmar envío"
        confirmLabel="Enviar ahora"
        onConfirm={doSend}
        description={
          <>
            Se enviará «{template?.name}» a {sendable} {sendable === 1 ? 'persona' : 'personas'}. Un
            envío no se puede deshacer.
          </>
        }
      />
    </Card.Root>
  );
};
