import { toApiError } from '@academias/shared/api';
import { lazyDialog } from '@academias/shared/app';
import type { Plan } from '@academias/shared/contract/plans';
import { formatClp } from '@academias/shared/format';
import {
  Button,
  ConfirmDialog,
  ListPage,
  ServerExportButton,
  showUndoToast,
  withKit,
} from '@academias/shared/ui';
import { useState } from 'react';
import { notifyError, notifySuccess } from '../../../api/notify.ts';
import { useAcademyOptions } from '../../../api/use-academy-options.ts';
import { AcademyFilter } from '../../../components/academy-filter.tsx';
import { useUserKind } from '../../../api/use-user-kind.ts';
import { useUrlListParams } from '../../../hooks/use-url-list-params.ts';
import {
  useCreatePlan,
  useDeletePlan,
  useEditPlan,
  usePlans,
  usePlanTypes,
  useRestorePlan,
  useServiceTypes,
} from '../api/plan-queries.ts';
import type { PlanFormData } from '../plan-form-schema.ts';
import { planColumns } from './plan-columns.tsx';

// The form (react-hook-form, its fields) and a plan's students (enrolment, phone numbers,
// export) load when opened: the list shows neither (Planes' budget, docs/performance.md).
const PlanFormDialog = lazyDialog(() =>
  withKit(import('./plan-form-dialog.tsx'), 'controls').then((m) => m.PlanFormDialog),
);
const PlanStudentsDialog = lazyDialog(() =>
  import('./plan-students-dialog.tsx').then((m) => m.PlanStudentsDialog),
);

const sorts = ['name', 'price', 'academy'] as const;

/** Planes y Servicios (admin) / Planes de Estudio (teacher, read-only, their academies). */
export default function PlansListPage() {
  const kind = useUserKind();
  const isAdmin = kind === 'admin';
  const listState = useUrlListParams({
    sorts,
    sort: { key: 'name', order: 'asc' },
    filters: { academyId: '' },
  });
  const { filters, setFilters } = listState;
  const academyId = /^[1-9]\d*$/.test(filters.academyId) ? Number(filters.academyId) : null;
  const [editing, setEditing] = useState<Plan | 'new' | null>(null);
  const [deleting, setDeleting] = useState<Plan | null>(null);
  const [viewing, setViewing] = useState<Plan | null>(null);

  const academies = useAcademyOptions(kind !== 'other');
  const planTypes = usePlanTypes();
  const serviceTypes = useServiceTypes();
  const query = { ...listState.query, ...(academyId ? { academyId } : {}) };
  const list = usePlans(query);
  const create = useCreatePlan();
  const edit = useEditPlan();
  const remove = useDeletePlan();
  const restore = useRestorePlan();

  const save = async (data: PlanFormData) => {
    // the form's module, already loaded by the open dialog (zod stays off the list's first screen)
    const { toCreatePlanBody, toEditPlanBody } = await import('../plan-form-schema.ts');
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

  /** A failure is a toast and a rethrow, so the dialog stays open for another try. */
  const confirmDelete = async () => {
    if (!deleting) return;
    const res = await remove.mutateAsync(deleting.id).catch((error: unknown) => {
      notifyError('No se pudo eliminar el plan', error);
      throw error;
    });
    const { id } = deleting;
    showUndoToast({
      title: res.archived ? 'Plan archivado: tenía historial, se conserva' : 'Plan eliminado',
      undoneTitle: 'Plan restaurado',
      onUndo: () => restore.mutateAsync(id),
    });
  };

  return (
    <>
      <ListPage
        title={isAdmin ? 'Planes y Servicios' : 'Planes de Estudio'}
        description={
          isAdmin
            ? 'Planes de cada academia, su precio y período de cobro, y sus alumnos.'
            : 'Planes de tus academias y sus alumnos.'
        }
        actions={
          <>
            <ServerExportButton
              list="plans"
              fileName="planes"
              query={query}
              total={list.data?.total}
            />
            {isAdmin && (
              <Button minH="11" onClick={() => setEditing('new')} {...PlanFormDialog.preloadProps}>
                Nuevo plan
              </Button>
            )}
          </>
        }
        {...(kind !== 'other'
          ? {
              activeFilters: academyId ? 1 : 0,
              filters: (
                <AcademyFilter
                  academies={academies.data}
                  value={filters.academyId}
                  onChange={(v) => setFilters({ academyId: v })}
                />
              ),
            }
          : {})}
        caption="Planes"
        columnsId="planes"
        columns={planColumns({
          canViewStudents: kind !== 'other',
          canEdit: isAdmin,
          onStudents: setViewing,
          onEdit: setEditing,
          onDelete: setDeleting,
          preloadStudents: PlanStudentsDialog.preload,
          preloadEdit: PlanFormDialog.preload,
        })}
        rows={list.data?.items}
        rowKey={(p) => p.id}
        total={list.data?.total ?? 0}
        {...listState.tableProps}
        search={listState.search}
        onSearchChange={listState.setSearch}
        searchPlaceholder="Nombre del plan"
        loading={list.isLoading}
        fetching={list.isFetching}
        error={list.error ? toApiError(list.error).message : null}
        onRetry={() => void list.refetch()}
        emptyText={
          listState.search || academyId
            ? 'No hay planes con estos filtros.'
            : isAdmin
              ? 'No hay planes. Crea el primero con «Nuevo plan».'
              : 'Tus academias aún no tienen planes.'
        }
      />
      {isAdmin && editing !== null && (
        <PlanFormDialog
          open
          plan={editing !== 'new' ? editing : undefined}
          academies={academies.data ?? []}
          planTypes={planTypes.data ?? []}
          serviceTypes={serviceTypes.data ?? []}
          onClose={() => setEditing(null)}
          onSave={save}
        />
      )}
      {viewing !== null && (
        <PlanStudentsDialog plan={viewing} canEnrol={isAdmin} onClose={() => setViewing(null)} />
      )}
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title="Eliminar plan"
        description={`¿Eliminar el plan «${deleting?.name ?? ''}»? Si ya tiene cobros se archivará y se conservará en el historial.`}
        confirmLabel="Eliminar"
        destructive
        onConfirm={confirmDelete}
      />
    </>
  );
}
