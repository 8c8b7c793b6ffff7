import { Card, PageHeader, Text } from '@academias/shared/ui';

/** First screen of `modules/view-charges`; the module fills it with tus cobros (GET /api/v1/getCharges). */
export default function MyChargesPage() {
  return (
    <>
      <PageHeader title="Cobros Pendientes" description="Tus cobros por pagar." />
      <Card.Root>
        <Card.Body>
          <Text color="fg.muted">Esta sección se está preparando. Pronto verás aquí tus cobros.</Text>
        </Card.Body>
      </Card.Root>
    </>
  );
}
