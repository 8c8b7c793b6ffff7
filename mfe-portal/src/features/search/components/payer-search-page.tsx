import { Card, PageHeader, Text } from '@academias/shared/ui';

/** First screen of `/client/payments`; the module fills it with la búsqueda por RUT (POST /api/v1/getUserByRut). */
export default function PayerSearchPage() {
  return (
    <>
      <PageHeader title="Portal de Pagos" description="Busca por RUT y paga tus cobros pendientes con tarjeta." />
      <Card.Root>
        <Card.Body>
          <Text color="fg.muted">Esta sección se está preparando. Pronto verás aquí la búsqueda por RUT.</Text>
        </Card.Body>
      </Card.Root>
    </>
  );
}
