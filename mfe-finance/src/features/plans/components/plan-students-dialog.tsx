import { toApiError } from '@academias/shared/api';
import type { Plan } from '@academias/shared/contract/plans';
import { formatClp, formatDate, formatRut } from '@academias/shared/format';
import { Badge, CloseButton, Dialog, Heading, Portal, Stack, Text } from '@academias/shared/ui';
import { notifySuccess } from '../../../api/notify.ts';
import { ServerTable, type Column } from '../../../components/server-table.tsx';
import { useListParams } from '../../../hooks/use-list-params.ts';
import { useEnrolStudent, useStudentsByPlan } from '../api/plan-queries.ts';
import { EnrolStudentForm } from './enrol-student-form.tsx';

type Row = {
  enrolmentId: number;
  name: string;
  rut: string | null;
  status: string;
  paymentDay: number;
  startDate: string;
  pendingAmount: number;
};
type Sort = 'name' | 'status' | 'startDate';

const statusLabel: Record<string, string> = {
  activo: 'Activo',
  suspendido: 'Suspendido',
  finalizado: 'Finalizado',
};
const statusColor: Record<string, string> = {
  activo: 'green',
  suspendido: 'orange',
  finalizado: 'gray',
};

interface PlanStudentsDialogProps {
  plan: Plan | null;
  canEnrol: boolean;
  onClose: () => void;
}

/** The students of one plan (studentsByPlan) and, for admins, enrolling one more (saveUserByPlan). */
export const PlanStudentsDialog = ({ plan, canEnrol, onClose }: PlanStudentsDialogProps) => {
  const { params, setPage, toggleSort } = useListParams<Sort>({ sort: 'name', pageSize: 10 });
  const list = useStudentsByPlan(
    {
      planId: plan?.id ?? 0,
      page: params.page,
      pageSize: params.pageSize,
      order: params.order,
      ...(params.sort ? { sort: params.sort } : {}),
    },
    plan !== null,
  );
  const enrol = useEnrolStudent();

  const columns: Column<Row, Sort>[] = [
    { key: 'name', header: 'Alumno', sortKey: 'name', cell: (r) => r.name },
    { key: 'rut', header: 'RUT', cell: (r) => (r.rut ? formatRut(r.rut) : '—') },
    {
      key: 'status',
      header: 'Estado',
      sortKey: 'status',
      cell: (r) => (
        <Badge colorPalette={statusColor[r.status] ?? 'gray'}>
          {statusLabel[r.status] ?? r.status}
        </Badge>
      ),
    },
    { key: 'day', header: 'Día de pago', align: 'end', cell: (r) => r.paymentDay },
    { key: 'start', header: 'Inicio', sortKey: 'startDate', cell: (r) => formatDate(r.startDate) },
    { key: 'pending', header: 'Pendiente', align: 'end', cell: (r) => formatClp(r.pendingAmount) },
  ];

  return (
    <Dialog.Root
      open={plan !== null}
      onOpenChange={(e) => !e.open && onClose()}
      size={{ base: 'full', md: 'xl' }}
      scrollBehavior="inside"
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>Alumnos de {plan?.name}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
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
                <Heading as="h3" size="md">
                  Inscritos
                </Heading>
                <ServerTable
                  caption={`Alumnos del plan ${plan?.name ?? ''}`}
                  columns={columns}
                  rows={list.data?.items}
                  rowId={(r) => r.enrolmentId}
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
                  emptyTitle="Este plan aún no tiene alumnos"
                />
              </Stack>
            </Dialog.Body>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label="Cerrar" />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
};
