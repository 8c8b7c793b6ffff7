import { Card, PageHeader, Text } from '@academias/shared/ui';

/** First screen of `result`; the module fills it with la confirmación del pago (POST /api/v1/webpay/commit). */
export default function PaymentResultPage() {
  return (
    <>
      <PageHeader title="Resultado del pago" description="Estado de tu pago con Webpay." />
      <Card.Root>
        <Card.Body>
          <Text color="fg.muted">Esta sección se está preparando. Pronto verás aquí la confirmación del pago.</Text>
        </Card.Body>
      </Card.Root>
    </>
  );
}
