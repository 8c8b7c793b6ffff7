import { Card, PageHeader, Text } from '@academias/shared/ui';

/** First screen of `modules/configuration`; the module fills it with los parámetros (GET /api/v1/getTransbankCommission). */
export default function ConfigurationPage() {
  return (
    <>
      <PageHeader title="Parámetros Avanzados" description="Comisión Transbank y porcentajes por academia." />
      <Card.Root>
        <Card.Body>
          <Text color="fg.muted">Esta sección se está preparando. Pronto verás aquí los parámetros.</Text>
        </Card.Body>
      </Card.Root>
    </>
  );
}
