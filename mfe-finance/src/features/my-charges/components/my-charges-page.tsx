import { toApiError } from '@academias/shared/api';
import type { Charge } from '@academias/shared/contract/charges';
import { formatClp, formatDate, formatPeriod } from '@academias/shared/format';
import { Badge, Button, Card, Flex, PageHeader, Stack, Stat, Text } from '@academias/shared/ui';
import { ServerTable, type Column } from '../../../components/server-table.tsx';
import { useListParams } from '../../../hooks/use-list-params.ts';
import { useMyOpenCharges } from '../api/my-charge-queries.ts';

type Sort = 'dueDate' | 'amount' | 'period';

/** The public payment portal (mfe-portal); it opens in a new tab so this session stays put. */
const PORTAL_PATH = '/client/payments';

/** Cobros Pendientes (student/guardian): what they owe, and a way to pay it in the portal. */
export default function MyChargesPage() {
  const { params, setPage, toggleSort } = useListParams<Sort>({ sort: 'dueDate' });
  const list = useMyOpenCharges({
    page: params.page,
    pageSize: params.pageSize,
    order: params.order,
    ...(params.sort ? { sort: params.sort } : {}),
  });

  const columns: Column<Charge, Sort>[] = [
    { key: 'description', header: 'Detalle', cell: (c) => c.description },
    { key: 'student', header: 'Alumno', cell: (c) => c.studentName },
    { key: 'period', header: 'Período', sortKey: 'period', cell: (c) => formatPeriod(c.period) },
    { key: 'due', header: 'Vence', sortKey: 'dueDate', cell: (c) => formatDate(c.dueDate) },
    {
      key: 'state',
      header: 'Estado',
      cell: (c) => (
        <Badge colorPalette={c.state === 'vencido' ? 'red' : 'yellow'}>
          {c.state === 'vencido' ? 'Vencido' : 'Pendiente'}
        </Badge>
      ),
    },
    {
      key: 'amount',
      header: 'Monto',
      sortKey: 'amount',
      align: 'end',
      cell: (c) => formatClp(c.amount),
    },
  ];

  const owed = list.data?.totalAmount ?? 0;

  return (
    <>
      <PageHeader
        title="Cobros Pendientes"
        description="Lo que tienes por pagar. Puedes pagarlo con tarjeta en el portal de pagos."
      />
      <Stack gap="4">
        <Card.Root>
          <Card.Body>
            <Flex gap="4" wrap="wrap" align="center" justify="space-between">
              <Stat.Root aria-live="polite">
                <Stat.Label>Total por pagar</Stat.Label>
                <Stat.ValueText>{list.data ? formatClp(owed) : '—'}</Stat.ValueText>
              </Stat.Root>
              {owed > 0 && (
                <Button asChild>
                  <a href={PORTAL_PATH} target="_blank" rel="noopener noreferrer">
                    Pagar en el portal
                    <Text as="span" srOnly>
                      {' '}
                      (se abre en una pestaña nueva)
                    </Text>
                  </a>
                </Button>
              )}
            </Flex>
          </Card.Body>
        </Card.Root>
        <ServerTable
          caption="Cobros pendientes"
          columns={columns}
          rows={list.data?.items}
          rowId={(c) => c.id}
          total={list.data?.total ?? 0}
          page={params.page}
          pageSize={params.pageSize}
          onPageChange={setPage}
          sort={params.sort}
          order={params.order}
          onSort={toggleSort}
          loading={list.isFetching}
          error={list.error ? toApiError(list.error).message : null}
          onRetry={() => void list.refetch()}
          emptyTitle="No tienes cobros pendientes"
          emptyDescription="Cuando se genere un cobro nuevo aparecerá aquí."
        />
      </Stack>
    </>
  );
}
