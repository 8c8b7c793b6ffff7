import { Card, PageHeader, Text } from '@academias/shared/ui';

/** First screen of `dashboard`; the module fills it with el resumen (GET /api/v1/getDashboard, POST /api/v1/getDashboardType). */
export default function DashboardPage() {
  return (
    <>
      <PageHeader title="Inicio" description="Resumen de tu actividad." />
      <Card.Root>
        <Card.Body>
          <Text color="fg.muted">Esta sección se está preparando. Pronto verás aquí el resumen.</Text>
        </Card.Body>
      </Card.Root>
    </>
  );
}
