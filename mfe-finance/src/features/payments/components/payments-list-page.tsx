import { Card, PageHeader, Text } from '@academias/shared/ui';

/** First screen of `modules/view-payments`; the module fills it with los pagos (GET /api/v1/getPayments). */
export default function PaymentsListPage() {
  return (
    <>
      <PageHeader title="Centro de Pagos" description="Pagos recibidos y su estado." />
      <Card.Root>
        <Card.Body>
          <Text color="fg.muted">Esta sección se está preparando. Pronto verás aquí los pagos.</Text>
        </Card.Body>
      </Card.Root>
    </>
  );
}
