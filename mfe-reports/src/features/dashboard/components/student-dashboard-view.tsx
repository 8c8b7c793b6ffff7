import type { StudentDashboard } from '@academias/shared/contract/reports';
import { AutopayCard } from '@academias/shared/app';
import { Badge, Button, Card, Heading, Link, Stack, Table, Text } from '@academias/shared/ui';
import { formatClp, formatDate } from '@academias/shared/format';
import { useSession } from '@academias/shared/session';
import { KpiCard } from '../../../components/kpi-card.tsx';
import { KpiGrid } from '../../../components/kpi-grid.tsx';
import { RecentPaymentsCard } from './recent-payments-card.tsx';

/** A student's or guardian's own view: what is owed next, a way to pay, and past payments. */
export function StudentDashboardView({ data }: { data: StudentDashboard }) {
  const payerId = useSession((s) => s.session?.data.id);
  return (
    <Stack gap="6">
      <KpiGrid>
        <KpiCard
          label="Total pendiente"
          value={data.pendingAmount}
          help={
            data.nextCharges.length === 1
              ? '1 cobro por pagar'
              : `${data.nextCharges.length} cobros por pagar`
          }
        />
        <KpiCard label="Vencido" value={data.overdueAmount} tone="danger" />
      </KpiGrid>
      {payerId !== undefined && <AutopayCard payerId={payerId} viewer="payer" />}
      <Card.Root size="sm">
        <Card.Header
          flexDirection={{ base: 'column', sm: 'row' }}
          justifyContent="space-between"
          gap="3"
        >
          <Heading as="h2" size="md">
            Próximos cobros
          </Heading>
          {data.pendingAmount > 0 && (
            <Button asChild colorPalette="blue" size="sm">
              <Link
                href="/client/payments"
                target="_blank"
                rel="noopener"
                color="white"
                textDecoration="none"
              >
                Pagar en línea (se abre en otra pestaña)
              </Link>
            </Button>
          )}
        </Card.Header>
        <Card.Body>
          {data.nextCharges.length === 0 ? (
            <Text color="fg.muted">No tienes cobros pendientes. ¡Todo al día!</Text>
          ) : (
            <Table.ScrollArea>
              <Table.Root size="sm">
                <Table.Caption srOnly>Cobros pendientes, el más próximo primero</Table.Caption>
                <Table.Header>
                  <Table.Row>
                    <Table.ColumnHeader>Vence</Table.ColumnHeader>
                    <Table.ColumnHeader>Alumno</Table.ColumnHeader>
                    <Table.ColumnHeader>Detalle</Table.ColumnHeader>
                    <Table.ColumnHeader>Estado</Table.ColumnHeader>
                    <Table.ColumnHeader textAlign="end">Monto</Table.ColumnHeader>
                  </Table.Row>
                </Table.Header>
                <Table.Body>
                  {data.nextCharges.map((c) => (
                    <Table.Row key={c.id}>
                      <Table.Cell whiteSpace="nowrap">{formatDate(c.dueDate)}</Table.Cell>
                      <Table.Cell>{c.studentName}</Table.Cell>
                      <Table.Cell>
                        {c.description} · {c.academyName}
                      </Table.Cell>
                      <Table.Cell>
                        <Badge colorPalette={c.overdue ? 'red' : 'gray'}>
                          {c.overdue ? 'Vencido' : 'Por vencer'}
                        </Badge>
                      </Table.Cell>
                      <Table.Cell textAlign="end" whiteSpace="nowrap">
                        {formatClp(c.amount)}
                      </Table.Cell>
                    </Table.Row>
                  ))}
                </Table.Body>
              </Table.Root>
            </Table.ScrollArea>
          )}
        </Card.Body>
      </Card.Root>
      <RecentPaymentsCard title="Pagos recientes y boletas" payments={data.recentPayments} />
    </Stack>
  );
}
