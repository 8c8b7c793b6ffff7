import { Card, PageHeader, Text } from '@academias/shared/ui';

/** First screen of `modules/teachers`; the module fills it with el equipo de trabajo (GET /api/v1/teachers). */
export default function TeachersListPage() {
  return (
    <>
      <PageHeader title="Equipo de Trabajo" description="Profesores y equipo de las academias." />
      <Card.Root>
        <Card.Body>
          <Text color="fg.muted">Esta sección se está preparando. Pronto verás aquí el equipo de trabajo.</Text>
        </Card.Body>
      </Card.Root>
    </>
  );
}
