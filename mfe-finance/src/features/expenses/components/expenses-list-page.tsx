import { Card, PageHeader, Text } from '@academias/shared/ui';

/** First screen of `modules/expenses`; the module fills it with los gastos (GET /api/v1/gastos). */
export default function ExpensesListPage() {
  return (
    <>
      <PageHeader title="Gastos Operativos" description="Gastos de operación de las academias." />
      <Card.Root>
        <Card.Body>
          <Text color="fg.muted">Esta sección se está preparando. Pronto verás aquí los gastos.</Text>
        </Card.Body>
      </Card.Root>
    </>
  );
}
