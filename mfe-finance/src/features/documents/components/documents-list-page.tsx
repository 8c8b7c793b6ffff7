import { Card, PageHeader, Text } from '@academias/shared/ui';

/** First screen of `modules/view-dte`; the module fills it with los documentos (GET /api/v1/getPaymentSlips). */
export default function DocumentsListPage() {
  return (
    <>
      <PageHeader title="Documentos Emitidos" description="Boletas emitidas por los pagos." />
      <Card.Root>
        <Card.Body>
          <Text color="fg.muted">Esta sección se está preparando. Pronto verás aquí los documentos.</Text>
        </Card.Body>
      </Card.Root>
    </>
  );
}
