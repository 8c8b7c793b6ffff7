import { Card, PageHeader, Text } from '@academias/shared/ui';

/** First screen of `modules/charges`; the module fills it with los cobros (GET /api/v1/getCharges). */
export default function ChargesListPage() {
  return (
    <>
      <PageHeader title="Pagos Pendientes" description="Cobros pendientes de todos los alumnos." />
      <Card.Root>
        <Card.Body>
          <Text color="fg.muted">Esta sección se está preparando. Pronto verás aquí los cobros.</Text>
        </Card.Body>
      </Card.Root>
    </>
  );
}
