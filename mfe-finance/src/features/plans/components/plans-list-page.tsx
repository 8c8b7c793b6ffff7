import { Card, PageHeader, Text } from '@academias/shared/ui';

/** First screen of `modules/plans`; the module fills it with los planes (GET /api/v1/plans). */
export default function PlansListPage() {
  return (
    <>
      <PageHeader title="Planes y Servicios" description="Planes, servicios y sus precios mensuales." />
      <Card.Root>
        <Card.Body>
          <Text color="fg.muted">Esta sección se está preparando. Pronto verás aquí los planes.</Text>
        </Card.Body>
      </Card.Root>
    </>
  );
}
