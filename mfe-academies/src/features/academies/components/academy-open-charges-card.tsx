import { formatClp, formatDate, formatPeriod } from '@academias/shared/format';
import { Badge, HStack, PageButtons, SectionCard, Table, Text } from '@academias/shared/ui';
import { useState } from 'react';
import { useAcademyOpenCharges } from '../api/academy-queries.ts';

/** What the academy's students still owe (pendiente or vencido), oldest due first. */
export const AcademyOpenChargesCard = ({ academyId }: { academyId: number }) => {
  const [page, setPage] = useState(1);
  const charges = useAcademyOpenCharges(academyId, page);
  const pages = Math.max(1, Math.ceil((charges.data?.total ?? 0) / 10));
  return (
    <SectionCard title="Cobros pendientes" query={charges}>
      {charges.data && (
        <Text mb="3">
          Total pendiente: <strong>{formatClp(charges.data.totalAmount)}</strong> en{' '}
          {charges.data.total} {charges.data.total === 1 ? 'cobro' : 'cobros'}
        </Text>
      )}
      {charges.data && charges.data.items.length > 0 && (
        <Table.ScrollArea>
          <Table.Root size="sm">
            <Table.Caption srOnly>Cobros pendientes de la academia</Table.Caption>
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader>Alumno</Table.ColumnHeader>
                <Table.ColumnHeader display={{ base: 'none', md: 'table-cell' }}>
                  Plan
                </Table.ColumnHeader>
                <Table.ColumnHeader display={{ base: 'none', md: 'table-cell' }}>
                  Período
                </Table.ColumnHeader>
                <Table.ColumnHeader textAlign="end">Monto</Table.ColumnHeader>
                <Table.ColumnHeader>Vence</Table.ColumnHeader>
                <Table.ColumnHeader>Estado</Table.ColumnHeader>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {charges.data.items.map((c) => (
                <Table.Row key={c.id}>
                  <Table.Cell>{c.studentName}</Table.Cell>
                  <Table.Cell display={{ base: 'none', md: 'table-cell' }}>{c.planName}</Table.Cell>
                  <Table.Cell display={{ base: 'none', md: 'table-cell' }}>
                    {formatPeriod(c.period)}
                  </Table.Cell>
                  <Table.Cell textAlign="end">{formatClp(c.amount)}</Table.Cell>
                  <Table.Cell whiteSpace="nowrap">{formatDate(c.dueDate)}</Table.Cell>
                  <Table.Cell>
                    <Badge colorPalette={c.state === 'vencido' ? 'red' : 'blue'}>
                      {c.state === 'vencido' ? 'Vencido' : 'Pendiente'}
                    </Badge>
                  </Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        </Table.ScrollArea>
      )}
      {pages > 1 && (
        <HStack justify="flex-end" mt="3" gap="2">
          <PageButtons page={page} pages={pages} onPageChange={setPage} />
        </HStack>
      )}
    </SectionCard>
  );
};
