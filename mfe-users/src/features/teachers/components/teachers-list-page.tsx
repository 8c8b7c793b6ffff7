import { lazyDialog } from '@academias/shared/app';
import type { userSchemas } from '@academias/shared/contract';
import {
  Button,
  DeleteWithUndoDialog,
  Group,
  ListPage,
  ServerExportButton,
  tableQueryProps,
  useUrlListState,
  withKit,
} from '@academias/shared/ui';
import { useState } from 'react';
import type { z } from 'zod';
import { useDeleteTeacher, useRestoreTeacher } from '../api/teacher-mutations.ts';
import { useProfileTypes, useStaffList, type StaffKind } from '../api/teacher-queries.ts';
import { staffColumns } from './staff-columns.tsx';

type StaffMember = z.infer<typeof userSchemas.staffMember>;

// The form (its schema, zod, phone numbers) loads when opened: the list shows none of it.
const TeacherFormDialog = lazyDialog(() =>
  withKit(import('./teacher-form-dialog.tsx'), 'checkbox').then((m) => m.TeacherFormDialog),
);

const kindLabel: Record<StaffKind, string> = { teachers: 'Profesores', admin: 'Administradores' };
const sorts = ['name', 'username', 'createdAt'] as const;

/** Equipo de Trabajo: teachers and administrators (admin only). */
export default function TeachersListPage() {
  const list = useUrlListState({
    sorts,
    sort: { key: 'name', order: 'asc' },
    filters: { tipo: 'teachers' },
  });
  const kind: StaffKind = list.filters.tipo === 'admin' ? 'admin' : 'teachers';
  const [editing, setEditing] = useState<StaffMember | null | 'new'>(null);
  const [deleting, setDeleting] = useState<StaffMember | null>(null);
  const staff = useStaffList(kind, list.query);
  const profiles = useProfileTypes();
  const remove = useDeleteTeacher();
  const restore = useRestoreTeacher();
  const profileName = (id: number | null) => profiles.data?.find((p) => p.id === id)?.name ?? '';

  return (
    <>
      <ListPage
        title="Equipo de Trabajo"
        description="Profesores y administradores, sus datos de contacto y sus academias."
        actions={
          <>
            <ServerExportButton
              list={kind === 'teachers' ? 'teachers' : 'admins'}
              fileName={`equipo-${kind === 'teachers' ? 'profesores' : 'administradores'}`}
              query={list.query}
              total={staff.data?.total}
            />
            <Button minH="11" onClick={() => setEditing('new')} {...TeacherFormDialog.preloadProps}>
              Nuevo miembro
            </Button>
          </>
        }
        caption={kindLabel[kind]}
        columnsId={`equipo-${kind}`}
        columns={staffColumns({
          profileName,
          onEdit: setEditing,
          onPreloadEdit: TeacherFormDialog.preload,
          onDelete: setDeleting,
        })}
        rowKey={(m) => m.id}
        {...tableQueryProps(staff)}
        fetching={staff.isFetching}
        {...list.tableProps}
        search={list.search}
        onSearchChange={list.setSearch}
        searchPlaceholder="Nombre, RUT, usuario o correo"
        emptyTitle={
          list.query.search
            ? 'Nadie coincide con la búsqueda'
            : `Aún no hay ${kindLabel[kind].toLowerCase()}`
        }
        emptyDescription={
          list.query.search
            ? 'Prueba con otro nombre o RUT.'
            : 'Crea el primero con «Nuevo miembro».'
        }
      >
        {/* which team the list shows: a pair of toggle buttons (the list below is one for both) */}
        <Group attached role="group" aria-label="Mostrar">
          {(['teachers', 'admin'] as const).map((k) => (
            <Button
              key={k}
              minH="11"
              variant={kind === k ? 'solid' : 'outline'}
              aria-pressed={kind === k}
              onClick={() => list.setFilters({ tipo: k })}
            >
              {kindLabel[k]}
            </Button>
          ))}
        </Group>
      </ListPage>
      {editing !== null && (
        <TeacherFormDialog
          key={editing === 'new' ? 'new' : editing.id}
          member={editing === 'new' ? null : editing}
          onClose={() => setEditing(null)}
          onCreated={setEditing}
        />
      )}
      <DeleteWithUndoDialog
        row={deleting}
        onClose={() => setDeleting(null)}
        title="Eliminar miembro del equipo"
        question={(m) =>
          `¿Eliminar a ${m.name}? Se cerrarán sus sesiones y dejará de aparecer en el equipo. Sus registros se conservan.`
        }
        remove={(m) => remove.mutateAsync(m.id)}
        restore={(m) => restore.mutateAsync(m.id)}
        toasts={(m) => ({
          title: `${m.name} fue eliminado del equipo`,
          undoneTitle: `${m.name} está de vuelta en el equipo`,
        })}
      />
    </>
  );
}
