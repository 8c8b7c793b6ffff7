import { Card, PageHeader, Text } from '@academias/shared/ui';

/** First screen of `modules/my-academies/:academyId`; the module fills it with los alumnos de la academia (GET /api/v1/studentsByAcademy/{academyId}). */
export default function MyAcademyPage() {
  return (
    <>
      <PageHeader title="Mi Academia" description="Alumnos y planes de tu academia." />
      <Card.Root>
        <Card.Body>
          <Text color="fg.muted">Esta sección se está preparando. Pronto verás aquí los alumnos de la academia.</Text>
        </Card.Body>
      </Card.Root>
    </>
  );
}
