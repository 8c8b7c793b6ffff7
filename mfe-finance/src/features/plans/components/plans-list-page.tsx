import { toApiError } from '@academias/shared/api';
import type { Plan } from '@academias/shared/contract/plans';
import { formatClp } from '@academias/shared/format';
import {
  Badge,
  Button,
  Card,
  Field,
  Flex,
  HStack,
  NativeSelect,
  PageHeader,
  Stack,
} from '@academias/shared/ui';
import { useState } from 'react';
import { notifyError, notifySuccess } from '../../../api/notify.ts';
import { useAcademyOptions } from '../../../api/use-academy-options.ts';
import { useUserKind } from '../../../api/use-user-kind.ts';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { ExportButton } from '../../../components/export-button.tsx';
import { SearchInput } from '../../../components/search-input.tsx';
import { ServerTable, type Column } from '../../../components/server-table.tsx';
import { listQueryOf, useListParams } from '../../../hooks/use-list-params.ts';
import {
  useCreatePlan,
  useDeletePlan,
  useEditPlan,
  usePlans,
  usePlanTypes,
  useServiceTypes,
} from '../api/plan-queries.ts';
import { toCreatePlanBody, toEditPlanBody, type PlanFormData } from '../plan-form-schema.ts';
import { PlanFormDialog } from './plan-form-dialog.tsx';
import { PlanStudentsDialog } from './plan-students-dialog.tsx';

type Sort = 'name' | 'price' | 'academy';

const exportColumns = [
  { header: 'Plan', value: (p: Plan) => p.name },
  { header: 'Academia', value: (p: Plan) => p.academyName },
  { header: 'Tipo', value: (p: Plan) => p.planTypeName },
  { header: 'Servicio', value: (p: Plan) => p.serviceTypeName },
  { header: 'Clase especial', value: (p: Plan) => (p.isClaseEspecial ? 'Sí' : 'No') },
  { header: 'Precio', value: (p: Plan) => p.price },
  { header: 'Alumnos activos', value: (p: Plan) => p.activeStudents },
];

/** Planes y Servicios (admin) / Planes de Estudio (teacher, read-only, their academies). */
export default function PlansListPage() {
  const kind = useUserKind();
  const isAdmin = kind === 'admin';
  const { params, setPage, setSearch, toggleSort, resetPage } = useListParams<Sort>({
    sort: 'name',
  });
  const [academyId, setAcademyId] = useState('');
  const [editing, setEditing] = useState<Plan | 'new' | null>(null);
  const [deleting, setDeleting] = useState<Plan | null>(null);
  const [viewing, setViewing] = useState<Plan | null>(null);

  const academies = useAcademyOptions(kind !== 'other');
  const planTypes = usePlanTypes();
  const serviceTypes = useServiceTypes();
  const list = usePlans({
    ...listQueryOf(params),
    ...(academyId ? { academyId: Number(academyId) } : {}),
  });
  const create = useCreatePlan();
  const edit = useEditPlan();
  const remove = useDeletePlan();

  const save = async (data: PlanFormData) => {
    if (editing && editing !== 'new') {
      await edit.mutateAsync(toEditPlanBody(editing.id, data));
      notifySuccess('Plan actualizado');
    } else {
      await create.mutateAsync(toCreatePlanBody(data));
      notifySuccess(
        data.isClaseEspecial ? 'Clase especial creada' : 'Plan creado',
        `${data.name}: ${formatClp(data.price)}`,
      );
    }
  };

  const confirmDelete = () => {
    if (!deleting) return;
    remove.mutate(deleting.id, {
      onSuccess: (res) => {
        notifySuccess(
          res.archived ? 'Plan archivado' : 'Plan eliminado',
          res.archived ? 'Tenía cobros, así que se conserva en el historial.' : undefined,
        );
        setDeleting(null);
      },
      onError: (error) => notifyError('No se pudo eliminar el plan', error),
    });
  };

  const columns: Column<Plan, Sort>[] = [
    {
      key: 'name',
      header: 'Plan',
      sortKey: 'name',
      cell: (p) => (
        <HStack gap="2">
          <span>{p.name}</span>
          {p.isClaseEspecial && <Badge colorPalette="purple">Clase especial</Badge>}
          {p.archived && <Badge>Archivado</Badge>}
        </HStack>
      ),
    },
    { key: 'academy', header: 'Academia', sortKey: 'academy', cell: (p) => p.academyName },
    { key: 'type', header: 'Tipo', cell: (p) => p.planTypeName },
    { key: 'service', header: 'Servicio', cell: (p) => p.serviceTypeName },
    {
      key: 'price',
      header: 'Precio',
      sortKey: 'price',
      align: 'end',
      cell: (p) => formatClp(p.price),
    },
    { key: 'students', header: 'Alumnos', align: 'end', cell: (p) => p.activeStudents },
    {
      key: 'actions',
      header: 'Acciones',
      cell: (p) => (
        <HStack gap="1">
          {kind !== 'other' && (
            <Button
              size="xs"
              variant="outline"
              onClick={() => setViewing(p)}
              aria-label={`Alumnos de ${p.name}`}
            >
              Alumnos
            </Button>
          )}
          {isAdmin && (
            <>
              <Button
                size="xs"
                variant="outline"
                onClick={() => setEditing(p)}
                aria-label={`Editar ${p.name}`}
              >
                Editar
              </Button>
              <Button
                size="xs"
                variant="outline"
                colorPalette="red"
                onClick={() => setDeleting(p)}
                aria-label={`Eliminar ${p.name}`}
              >
                Eliminar
              </Button>
            </>
          )}
        </HStack>
      ),
    },
  ];

  return (
    <>
      <PageHeader
        title={isAdmin ? 'Planes y Servicios' : 'Planes de Estudio'}
        description={
          isAdmin
            ? 'Planes de cada academia, su precio y período de cobro, y sus alumnos.'
            : 'Planes de tus academias y sus alumnos.'
        }
        actions={
          <>
            <ExportButton fileName="planes" columns={exportColumns} rows={list.data?.items} />
            {isAdmin && <Button onClick={() => setEditing('new')}>Nuevo plan</Button>}
          </>
        }
      />
      <Stack gap="4">
        <Card.Root>
          <Card.Body>
            <Flex gap="4" wrap="wrap" align="flex-end">
              {kind !== 'other' && (
                <Field.Root maxW={{ base: 'full', md: '64' }}>
                  <Field.Label>Academia</Field.Label>
                  <NativeSelect.Root>
                    <NativeSelect.Field
                      value={academyId}
                      onChange={(e) => {
                        setAcademyId(e.target.value);
                        resetPage();
                      }}
                    >
                      <option value="">Todas</option>
                      {academies.data?.map((a) => (
                        <option key={a.id} value={String(a.id)}>
                          {a.name}
                        </option>
                      ))}
                    </NativeSelect.Field>
                    <NativeSelect.Indicator />
                  </NativeSelect.Root>
                </Field.Root>
              )}
              <SearchInput label="Buscar plan" placeholder="Nombre del plan" onSearch={setSearch} />
            </Flex>
          </Card.Body>
        </Card.Root>
        <ServerTable
          caption="Planes"
          columns={columns}
          rows={list.data?.items}
          rowId={(p) => p.id}
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
          emptyTitle="No hay planes"
          emptyDescription={
            isAdmin ? 'Crea el primero con «Nuevo plan».' : 'Tus academias aún no tienen planes.'
          }
        />
      </Stack>
      {isAdmin && (
        <PlanFormDialog
          open={editing !== null}
          plan={editing && editing !== 'new' ? editing : undefined}
          academies={academies.data ?? []}
          planTypes={planTypes.data ?? []}
          serviceTypes={serviceTypes.data ?? []}
          onClose={() => setEditing(null)}
          onSave={save}
        />
      )}
      <PlanStudentsDialog plan={viewing} canEnrol={isAdmin} onClose={() => setViewing(null)} />
      <ConfirmDialog
        open={deleting !== null}
        title="Eliminar plan"
        confirmLabel="Eliminar"
        busy={remove.isPending}
        onConfirm={confirmDelete}
        onClose={() => setDeleting(null)}
      >
        ¿Eliminar el plan «{deleting?.name}»? Si ya tiene cobros se archivará y se conservará en el
        historial.
      </ConfirmDialog>
    </>
  );
}
