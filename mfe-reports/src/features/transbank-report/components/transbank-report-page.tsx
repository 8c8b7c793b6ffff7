import { Card, PageHeader, Text } from '@academias/shared/ui';

/** First screen of `modules/reports/transbank`; the module fills it with el reporte (GET /api/v1/getReportTransbank). */
export default function TransbankReportPage() {
  return (
    <>
      <PageHeader title="Reporte Transbank" description="Pagos con tarjeta y comisiones." />
      <Card.Root>
        <Card.Body>
          <Text color="fg.muted">Esta sección se está preparando. Pronto verás aquí el reporte.</Text>
        </Card.Body>
      </Card.Root>
    </>
  );
}
