import { apiErrorMessage } from '@academias/shared/api';
import { formatClp, formatDate, formatPeriod } from '@academias/shared/format';
import { Alert, Card, Heading, Skeleton, Table, Text } from '@academias/shared/ui';
import { useStudentPlanCharges } from '../api/student-money-queries.ts';
import { ChargeStateBadge } from './enrolment-status-badge.tsx';

interface ChargesCardProps {
  studentId: number;
  planId: number | null;
  planName: string | null;
}

/** The student's charges in the chosen plan (getChargesById). */
export const ChargesCard = ({ studentId, planId, planName }: ChargesCardProps) => {
  const charges = useStudentPlanCharges(studentId, planId);
  const open = (charges.data ?? []).filter((c) => c.state === 'pendiente' || c.state === 'vencido');
  const owed = open.reduce((sum, c) => sum + c.amount, 0);
  return (
    <Card.Root size={{ base: 'sm', md: 'md' }}>
      <Card.Header>
        <Heading as="h2" size="lg">
          Cobros{planName ? ` · ${planName}` : ''}
        </Heading>
      </Card.Header>
      <Card.Body>
        {planId === null && <Text color="fg.muted">Elige un plan para ver sus cobros.</Text>}
        {charges.isLoading && <Skeleton height="20" />}
        {charges.isError && (
          <Alert.Root status="error" role="alert">
            <Alert.Indicator />
            <Alert.Title>{apiErrorMessage(charges.error)}</Alert.Title>
          </Alert.Root>
        )}
        {charges.data && charges.data.length === 0 && (
          <Text color="fg.muted">Este plan aún no tiene cobros generados.</Text>
        )}
        {charges.data && charges.data.length > 0 && (
          <>
            <Text mb="3" aria-live="polite">
              Pendiente en este plan: <strong>{formatClp(owed)}</strong> ({open.length}{' '}
              {open.length === 1 ? 'cobro' : 'cobros'})
            </Text>
            <Table.ScrollArea>
              <Table.Root size="sm">
                <Table.Caption srOnly>Cobros del plan</Table.Caption>
                <Table.Header>
                  <Table.Row>
                    <Table.ColumnHeader>Período</Table.ColumnHeader>
                    <Table.ColumnHeader display={{ base: 'none', md: 'table-cell' }}>
                      Detalle
                    </Table.ColumnHeader>
                    <Table.ColumnHeader textAlign="end">Monto</Table.ColumnHeader>
                    <Table.ColumnHeader>Vence</Table.ColumnHeader>
                    <Table.ColumnHeader>Estado</Table.ColumnHeader>
                  </Table.Row>
                </Table.Header>
                <Table.Body>
                  {charges.data.map((c) => (
                    <Table.Row key={c.id}>
                      <Table.Cell>{formatPeriod(c.period)}</Table.Cell>
                      <Table.Cell display={{ base: 'none', md: 'table-cell' }}>
                        {c.description}
                      </Table.Cell>
                      <Table.Cell textAlign="end">{formatClp(c.amount)}</Table.Cell>
                      <Table.Cell>{formatDate(c.dueDate)}</Table.Cell>
                      <Table.Cell>
                        <ChargeStateBadge state={c.state} />
                      </Table.Cell>
                    </Table.Row>
                  ))}
                </Table.Body>
              </Table.Root>
            </Table.ScrollArea>
          </>
        )}
      </Card.Body>
    </Card.Root>
  );
};
