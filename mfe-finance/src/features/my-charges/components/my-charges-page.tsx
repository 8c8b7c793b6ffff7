import { toApiError } from '@academias/shared/api';
import type { Charge } from '@academias/shared/contract/charges';
import { formatClp, formatDate, formatPeriod } from '@academias/shared/format';
import {
  Badge,
  Button,
  Card,
  DataTable,
  Flex,
  PageHeader,
  Stack,
  Stat,
  Text,
  type DataColumn,
} from '@academias/shared/ui';
import { useUserKind } from '../../../api/use-user-kind.ts';
import { ListExportButton } from '../../../components/list-export-button.tsx';
import { useUrlListParams } from '../../../hooks/use-url-list-params.ts';
import { fetchAllCharges } from '../../charges/api/charge-queries.ts';
import { chargeExportColumns } from '../../charges/charge-export.ts';
import { useMyOpenCharges } from '../api/my-charge-queries.ts';
import { useMyPayLinkPath } from '../api/my-pay-link.ts';
import { WardFilter } from '../../wards/components/ward-filter.tsx';
import { wardStudentId } from '../../wards/ward-param.ts';

const sorts = ['dueDate', 'amount', 'period'] as const;

/** Cobros Pendientes (student/guardian): what they owe, and a way to pay it in the portal. */
export default function MyChargesPage() {
  const kind = useUserKind();
  const listState = useUrlListParams({
    sorts,
    sort: { key: 'dueDate', order: 'asc' },
    filters: { alumno: '' },
  });
  const studentId = wardStudentId(kind, listState.filters.alumno);
  const query = { ...listState.query, open: 'true' as const, ...(studentId ? { studentId } : {}) };
  const list = useMyOpenCharges(query);

  const columns: DataColumn<Charge>[] = [
    { key: 'description', header: 'Detalle', cell: (c) => c.description },
    { key: 'student', header: 'Alumno', cell: (c) => c.studentName },
    { key: 'period', header: 'Período', sortable: true, cell: (c) => formatPeriod(c.period) },
    { key: 'dueDate', header: 'Vence', sortable: true, cell: (c) => formatDate(c.dueDate) },
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
      sortable: true,
      align: 'end',
      cell: (c) => formatClp(c.amount),
    },
  ];

  const owed = list.data?.totalAmount ?? 0;
  // The portal (mfe-portal) through the payer's personal link, in a new tab so this session stays put.
  const portal = useMyPayLinkPath(owed > 0);

  return (
    <>
      <PageHeader
        title="Cobros Pendientes"
        description="Lo que tienes por pagar. Puedes pagarlo con tarjeta en el portal de pagos."
        actions={
          <ListExportButton
            fileName="cobros-pendientes"
            columns={chargeExportColumns}
            getRows={() => fetchAllCharges(query)}
            total={list.data?.total}
          />
        }
      />
      <Stack gap="4">
        <WardFilter
          alumno={listState.filters.alumno}
          onChange={(alumno) => listState.setFilters({ alumno })}
        />
        <Card.Root>
          <Card.Body>
            <Flex gap="4" wrap="wrap" align="center" justify="space-between">
              <Stat.Root aria-live="polite">
                <Stat.Label>Total por pagar</Stat.Label>
                <Stat.ValueText>{list.data ? formatClp(owed) : '—'}</Stat.ValueText>
              </Stat.Root>
              {owed > 0 && portal.pending && (
                <Button loading loadingText="Pagar en el portal">
                  Pagar en el portal
                </Button>
              )}
              {owed > 0 && !portal.pending && (
                <Button asChild>
                  <a href={portal.path} target="_blank" rel="noopener noreferrer">
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
        <DataTable
          caption="Cobros pendientes"
          columns={columns}
          rows={list.data?.items}
          rowKey={(c) => c.id}
          total={list.data?.total ?? 0}
          {...listState.tableProps}
          loading={list.isFetching}
          nowrap
          error={list.error ? toApiError(list.error).message : null}
          onRetry={() => void list.refetch()}
          emptyText="No tienes cobros pendientes. Cuando se genere un cobro nuevo aparecerá aquí."
        />
      </Stack>
    </>
  );
}
