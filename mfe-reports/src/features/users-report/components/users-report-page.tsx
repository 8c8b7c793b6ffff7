import { Card, PageHeader, Text } from '@academias/shared/ui';

/** First screen of `modules/reports/users`; the module fills it with el reporte (GET /api/v1/getReportUsers). */
export default function UsersReportPage() {
  return (
    <>
      <PageHeader title="Reporte de Usuarios" description="Pagos por usuario en un período." />
      <Card.Root>
        <Card.Body>
          <Text color="fg.muted">Esta sección se está preparando. Pronto verás aquí el reporte.</Text>
        </Card.Body>
      </Card.Root>
    </>
  );
}
