import { Card, PageHeader, Text } from '@academias/shared/ui';

/** First screen of `modules/academies`; the module fills it with las academias (GET /api/v1/academies). */
export default function AcademiesListPage() {
  return (
    <>
      <PageHeader title="Academias" description="Academias, sus profesores y cobros." />
      <Card.Root>
        <Card.Body>
          <Text color="fg.muted">Esta sección se está preparando. Pronto verás aquí las academias.</Text>
        </Card.Body>
      </Card.Root>
    </>
  );
}
