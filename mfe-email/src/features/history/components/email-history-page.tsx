import { Card, PageHeader, Text } from '@academias/shared/ui';

/** First screen of `modules/emails/view`; the module fills it with el historial (GET /api/v1/getHistoryEmails/). */
export default function EmailHistoryPage() {
  return (
    <>
      <PageHeader title="Historial de Envíos" description="Estado de cada envío por destinatario." />
      <Card.Root>
        <Card.Body>
          <Text color="fg.muted">Esta sección se está preparando. Pronto verás aquí el historial.</Text>
        </Card.Body>
      </Card.Root>
    </>
  );
}
