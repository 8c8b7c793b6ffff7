import { Card, PageHeader, Text } from '@academias/shared/ui';

/** First screen of `modules/email`; the module fills it with las plantillas (GET /api/v1/getEmails/). */
export default function EmailCenterPage() {
  return (
    <>
      <PageHeader title="Centro de Correos" description="Plantillas y envíos a las familias." />
      <Card.Root>
        <Card.Body>
          <Text color="fg.muted">Esta sección se está preparando. Pronto verás aquí las plantillas.</Text>
        </Card.Body>
      </Card.Root>
    </>
  );
}
