import { apiErrorMessage } from '@academias/shared/api';
import type { userSchemas } from '@academias/shared/contract';
import { showToast } from '@academias/shared/events';
import {
  Button,
  ConfirmDialog,
  DataTable,
  ExportButton,
  Flex,
  PageHeader,
  SearchInput,
  Tabs,
  useListState,
} from '@academias/shared/ui';
import { useState } from 'react';
import type { z } from 'zod';
import { useDeleteTeacher } from '../api/teacher-mutations.ts';
import { useProfileTypes, useStaffList, type StaffKind } from '../api/teacher-queries.ts';
import { staffColumns, staffExportColumns } from './staff-columns.tsx';
import { TeacherFormDialog } from './teacher-form-dialog.tsx';

type StaffMember = z.infer<typeof userSchemas.staffMember>;

const kindLabel: Record<StaffKind, string> = { teachers: 'Profesores', admin: 'Administradores' };

/** Equipo de Trabajo: teachers and administrators (admin only). */
export default function TeachersListPage() {
  const [kind, setKind] = useState<StaffKind>('teachers');
  const [editing, setEditing] = useState<StaffMember | null | 'new'>(null);
  const [deleting, setDeleting] = useState<StaffMember | null>(null);
  const list = useListState<'name' | 'username' | 'createdAt'>('name');
  const staff = useStaffList(kind, list.query);
  const profiles = useProfileTypes();
  const remove = useDeleteTeacher();
  const profileName = (id: number | null) => profiles.data?.find((p) => p.id === id)?.name ?? '';

  return (
    <>
      <PageHeader
        title="Equipo de Trabajo"
        description="Profesores y administradores, sus datos de contacto y sus academias."
        actions={
          <>
            <ExportButton
              fileName={`equipo-${kind === 'teachers' ? 'profesores' : 'administradores'}`}
              dated={false}
              sheetName={kindLabel[kind]}
              columns={staffExportColumns(profileName)}
              rows={staff.data?.items ?? []}
            />
            <Button onClick={() => setEditing('new')}>Nuevo miembro</Button>
          </>
        }
      />
      <Tabs.Root
        value={kind}
        onValueChange={(e) => {
          setKind(e.value as StaffKind);
          list.setPage(1);
        }}
        variant="line"
        lazyMount
        unmountOnExit
      >
        <Tabs.List mb="4">
          <Tabs.Trigger value="teachers">Profesores</Tabs.Trigger>
          <Tabs.Trigger value="admin">Administradores</Tabs.Trigger>
        </Tabs.List>
        {(['teachers', 'admin'] as const).map((k) => (
          <Tabs.Content key={k} value={k} pt="0">
            <Flex mb="3">
              <SearchInput
                label="Buscar por nombre, RUT, usuario o correo"
                value={list.search}
                onChange={list.setSearch}
              />
            </Flex>
            <DataTable
              caption={kindLabel[kind]}
              columns={staffColumns({ profileName, onEdit: setEditing, onDelete: setDeleting })}
              rows={staff.data?.items}
              rowKey={(m) => m.id}
              total={staff.data?.total ?? 0}
              {...list.tableProps}
              loading={staff.isLoading}
              fetching={staff.isFetching}
              error={staff.isError ? apiErrorMessage(staff.error) : null}
              onRetry={() => void staff.refetch()}
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
            />
          </Tabs.Content>
        ))}
      </Tabs.Root>
      {editing !== null && (
        <TeacherFormDialog
          member={editing === 'new' ? null : editing}
          onClose={() => setEditing(null)}
        />
      )}
      {deleting && (
        <ConfirmDialog
          open
          onOpenChange={(open) => !open && setDeleting(null)}
          title="Eliminar miembro del equipo"
          description={`¿Eliminar a ${deleting.name}? Se cerrarán sus sesiones y dejará de aparecer en el equipo. Sus registros se conservan.`}
          confirmLabel="Eliminar"
          busyLabel="Procesando…"
          destructive
          describeError={apiErrorMessage}
          onConfirm={async () => {
            await remove.mutateAsync(deleting.id);
            showToast({ type: 'success', title: `${deleting.name} fue eliminado del equipo` });
          }}
        />
      )}
    </>
  );
}
