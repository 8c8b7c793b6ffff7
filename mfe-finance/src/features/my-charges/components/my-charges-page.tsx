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
  Text,
  type DataColumn,
  tableQueryProps,
} from '@academias/shared/ui';
import { useUserKind } from '../../../api/use-user-kind.ts';
import { ListExportButton } from '../../../components/list-export-button.tsx';
import { TotalStat } from '../../../components/total-stat.tsx';
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
              <TotalStat label="Total por pagar" amount={list.data ? owed : undefined} />
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
          rowKey={(c) => c.id}
          {...tableQueryProps(list)}
          {...listState.tableProps}
          nowrap
          emptyText="No tienes cobros pendientes. Cuando se genere un cobro nuevo aparecerá aquí."
        />
      </Stack>
    </>
  );
}
