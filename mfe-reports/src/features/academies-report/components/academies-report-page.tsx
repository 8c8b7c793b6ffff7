import { Card, PageHeader, Text } from '@academias/shared/ui';

/** First screen of `modules/reports/academies`; the module fills it with el reporte (GET /api/v1/getAcademiesReport). */
export default function AcademiesReportPage() {
  return (
    <>
      <PageHeader title="Reporte de Academias" description="Ingresos, gastos y neto por academia." />
      <Card.Root>
        <Card.Body>
          <Text color="fg.muted">Esta sección se está preparando. Pronto verás aquí el reporte.</Text>
        </Card.Body>
      </Card.Root>
    </>
  );
}
