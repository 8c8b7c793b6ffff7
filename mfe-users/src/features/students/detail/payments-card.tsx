import { apiErrorMessage } from '@academias/shared/api';
import * as paymentSchemas from '@academias/shared/contract/payments';
import { formatClp, formatDateTime } from '@academias/shared/format';
import {
  Alert,
  Card,
  Heading,
  HStack,
  PageButtons,
  Skeleton,
  Table,
  Text,
} from '@academias/shared/ui';
import { useState } from 'react';
import { useStudentPayments } from '../api/student-money-queries.ts';

/** Payments made for the student (getPayments filtered by the student), newest first. */
export const PaymentsCard = ({ studentId }: { studentId: number }) => {
  const [page, setPage] = useState(1);
  const payments = useStudentPayments(studentId, page);
  const total = payments.data?.total ?? 0;
  const pages = Math.max(1, Math.ceil(total / 10));
  return (
    <Card.Root size={{ base: 'sm', md: 'md' }}>
      <Card.Header>
        <Heading as="h2" size="lg">
          Pagos
        </Heading>
      </Card.Header>
      <Card.Body>
        {payments.isLoading && <Skeleton height="20" />}
        {payments.isError && (
          <Alert.Root status="error" role="alert">
            <Alert.Indicator />
            <Alert.Title>{apiErrorMessage(payments.error)}</Alert.Title>
          </Alert.Root>
        )}
        {payments.data && payments.data.items.length === 0 && (
          <Text color="fg.muted">Aún no registra pagos.</Text>
        )}
        {payments.data && payments.data.items.length > 0 && (
          <>
            <Table.ScrollArea>
              <Table.Root size="sm">
                <Table.Caption srOnly>Pagos del alumno</Table.Caption>
                <Table.Header>
                  <Table.Row>
                    <Table.ColumnHeader>Fecha</Table.ColumnHeader>
                    <Table.ColumnHeader display={{ base: 'none', md: 'table-cell' }}>
                      Detalle
                    </Table.ColumnHeader>
                    <Table.ColumnHeader display={{ base: 'none', md: 'table-cell' }}>
                      Medio
                    </Table.ColumnHeader>
                    <Table.ColumnHeader textAlign="end">Monto</Table.ColumnHeader>
                    <Table.ColumnHeader>Estado</Table.ColumnHeader>
                  </Table.Row>
                </Table.Header>
                <Table.Body>
                  {payments.data.items.map((p) => (
                    <Table.Row key={p.id}>
                      <Table.Cell whiteSpace="nowrap">
                        {formatDateTime(p.paidAt ?? p.createdAt)}
                      </Table.Cell>
                      <Table.Cell display={{ base: 'none', md: 'table-cell' }}>
                        {p.items.map((i) => i.description).join(', ')}
                      </Table.Cell>
                      <Table.Cell display={{ base: 'none', md: 'table-cell' }}>
                        {paymentSchemas.paymentMethodLabel[p.method]}
                      </Table.Cell>
                      <Table.Cell textAlign="end">{formatClp(p.amount)}</Table.Cell>
                      <Table.Cell>{p.stateLabel}</Table.Cell>
                    </Table.Row>
                  ))}
                </Table.Body>
              </Table.Root>
            </Table.ScrollArea>
            {pages > 1 && (
              <HStack justify="flex-end" mt="3" gap="2">
                <PageButtons page={page} pages={pages} onPageChange={setPage} />
              </HStack>
            )}
          </>
        )}
      </Card.Body>
    </Card.Root>
  );
};
