import { toApiError } from '@academias/shared/api';
import type { Plan } from '@academias/shared/contract/plans';
import { formatClp, formatDate, formatRut } from '@academias/shared/format';
import {
  Badge,
  DataTable,
  DetailDialog,
  Flex,
  Heading,
  RowActions,
  Stack,
  Text,
  type DataColumn,
  type SortState,
} from '@academias/shared/ui';
import { useState } from 'react';
import { ListExportButton } from '../../../components/list-export-button.tsx';
import { notifySuccess } from '../../../api/notify.ts';
import { fetchAllStudentsByPlan, useEnrolStudent, useStudentsByPlan } from '../api/plan-queries.ts';
import {
  enrolmentStatusLabel,
  planStudentExportColumns,
  type PlanStudent,
} from '../plan-export.ts';
import { planTexts } from '../plan-texts.ts';
import { EnrolStudentForm } from './enrol-student-form.tsx';
import { EnrolmentDiscountsDialog } from './enrolment-discounts-dialog.tsx';

const sorts: readonly string[] = ['name', 'status', 'startDate'];
type Sort = 'name' | 'status' | 'startDate';
const PAGE_SIZE = 10;

const statusColor: Record<PlanStudent['status'], string> = {
  activo: 'green',
  suspendido: 'orange',
  finalizado: 'gray',
};

interface PlanStudentsDialogProps {
  plan: Plan | null;
  canEnrol: boolean;
  onClose: () => void;
}

/**
 * The students of one plan (studentsByPlan) and, for admins, enrolling one more (saveUserByPlan)
 * and each enrolment's discounts and scholarships.
 */
export const PlanStudentsDialog = ({ plan, canEnrol, onClose }: PlanStudentsDialogProps) => {
  const [page, setPage] = useState(1);
  const [sort, setSort] = useState<SortState>({ key: 'name', order: 'asc' });
  const query = {
    planId: plan?.id ?? 0,
    page,
    pageSize: PAGE_SIZE,
    order: sort.order,
    ...(sorts.includes(sort.key as Sort) ? { sort: sort.key as Sort } : {}),
  };
  const list = useStudentsByPlan(query, plan !== null);
  const enrol = useEnrolStudent();
  const [discounts, setDiscounts] = useState<number | null>(null);

  const columns: DataColumn<PlanStudent>[] = [
    { key: 'name', header: 'Alumno', sortable: true, cell: (r) => r.name },
    { key: 'rut', header: 'RUT', cell: (r) => (r.rut ? formatRut(r.rut) : '—') },
    {
      key: 'status',
      header: 'Estado',
      sortable: true,
      cell: (r) => (
        <Badge colorPalette={statusColor[r.status]}>{enrolmentStatusLabel[r.status]}</Badge>
      ),
    },
    { key: 'day', header: 'Día de pago', align: 'end', cell: (r) => r.paymentDay },
    { key: 'startDate', header: 'Inicio', sortable: true, cell: (r) => formatDate(r.startDate) },
    { key: 'pending', header: 'Pendiente', align: 'end', cell: (r) => formatClp(r.pendingAmount) },
    ...(canEnrol
      ? [
          {
            key: 'actions',
            header: 'Acciones',
            cell: (r: PlanStudent) => (
              <RowActions
                rowLabel={r.name}
                actions={[
                  {
                    label: planTexts.discounts.action,
                    onSelect: () => setDiscounts(r.enrolmentId),
                  },
                ]}
              />
            ),
          },
        ]
      : []),
  ];

  return (
    <DetailDialog
      open={plan !== null}
      onClose={onClose}
      title={<>Alumnos de {plan?.name}</>}
      nested={
        <EnrolmentDiscountsDialog enrolmentId={discounts} onClose={() => setDiscounts(null)} />
      }
    >
      <Stack gap="5">
        <Text color="fg.muted">
          {plan?.academyName} · {plan ? formatClp(plan.price) : ''} · {plan?.planTypeName}
        </Text>
        {canEnrol && plan && (
          <EnrolStudentForm
            onSave={async (data) => {
              await enrol.mutateAsync({ plan_id: plan.id, data });
              notifySuccess('Alumno inscrito', `Quedó inscrito en ${plan.name}.`);
            }}
          />
        )}
        <Flex gap="3" wrap="wrap" align="center" justify="space-between">
          <Heading as="h3" size="md">
            Inscritos
          </Heading>
          {plan && (
            <ListExportButton
              fileName={`alumnos-${plan.name}`}
              columns={planStudentExportColumns}
              getRows={() => fetchAllStudentsByPlan(query)}
              total={list.data?.total}
            />
          )}
        </Flex>
        <DataTable
          caption={`Alumnos del plan ${plan?.name ?? ''}`}
          columns={columns}
          rows={list.data?.items}
          rowKey={(r) => r.enrolmentId}
          total={list.data?.total ?? 0}
          page={page}
          pageSize={PAGE_SIZE}
          onPageChange={setPage}
          sort={sort}
          onSortChange={(next) => {
            setSort(next);
            setPage(1);
          }}
          loading={list.isFetching}
          nowrap
          error={list.error ? toApiError(list.error).message : null}
          onRetry={() => void list.refetch()}
          emptyText="Este plan aún no tiene alumnos."
        />
      </Stack>
    </DetailDialog>
  );
};
