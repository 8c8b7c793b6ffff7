import { Card, PageHeader, Text } from '@academias/shared/ui';

/** First screen of `modules/students`; the module fills it with los alumnos (GET /api/v1/students). */
export default function StudentsListPage() {
  return (
    <>
      <PageHeader title="Alumnos" description="Alumnos de las academias, sus planes y día de pago." />
      <Card.Root>
        <Card.Body>
          <Text color="fg.muted">Esta sección se está preparando. Pronto verás aquí los alumnos.</Text>
        </Card.Body>
      </Card.Root>
    </>
  );
}
