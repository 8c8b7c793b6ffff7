import { apiErrorMessage } from '@academias/shared/api';
import type { academySchemas } from '@academias/shared/contract';
import { showToast } from '@academias/shared/events';
import {
  Button,
  ConfirmDialog,
  type DataColumn,
  DataTable,
  ExportButton,
  Flex,
  HStack,
  Link,
  PageHeader,
  SearchInput,
  useListState,
} from '@academias/shared/ui';
import { useState } from 'react';
import { Link as RouterLink } from '@academias/shared/router';
import type { z } from 'zod';
import { useDeleteAcademy } from '../api/academy-mutations.ts';
import { useAcademiesList } from '../api/academy-queries.ts';
import { AcademyFormDialog } from './academy-form-dialog.tsx';
import type { ExportColumn } from '@academias/shared/export';

type Academy = z.infer<typeof academySchemas.academy>;

const exportColumns: ExportColumn<Academy>[] = [
  { header: 'Nombre', value: (a) => a.name },
  { header: 'Profesores', value: (a) => a.teachers.map((t) => t.name).join(', ') },
  { header: 'Alumnos', value: (a) => a.studentCount },
  { header: 'Planes', value: (a) => a.planCount },
  { header: 'Dirección', value: (a) => a.address ?? '' },
  { header: 'Teléfono', value: (a) => a.phone ?? '' },
  { header: 'Correo', value: (a) => a.email ?? '' },
];

/** Academias (admin): list, create, edit, delete; each name opens the academy's page. */
export default function AcademiesListPage() {
  const list = useListState<'name' | 'createdAt' | 'studentCount'>('name');
  const academies = useAcademiesList(list.query);
  const [editing, setEditing] = useState<Academy | null | 'new'>(null);
  const [deleting, setDeleting] = useState<Academy | null>(null);
  const remove = useDeleteAcademy();

  const columns: DataColumn<Academy>[] = [
    {
      key: 'name',
      header: 'Nombre',
      sortKey: 'name',
      cell: (a) => (
        <Link asChild fontWeight="medium">
          <RouterLink to={`/app/modules/academies/${a.id}`}>{a.name}</RouterLink>
        </Link>
      ),
    },
    {
      key: 'teachers',
      header: 'Profesores',
      cell: (a) => (a.teachers.length ? a.teachers.map((t) => t.name).join(', ') : '—'),
      hideOnMobile: true,
    },
    {
      key: 'students',
      header: 'Alumnos',
      sortKey: 'studentCount',
      align: 'end',
      cell: (a) => a.studentCount,
    },
    { key: 'plans', header: 'Planes', align: 'end', cell: (a) => a.planCount, hideOnMobile: true },
    {
      key: 'contact',
      header: 'Contacto',
      cell: (a) => [a.phone, a.email].filter(Boolean).join(' · ') || '—',
      hideOnMobile: true,
    },
    {
      key: 'actions',
      header: 'Acciones',
      align: 'end',
      cell: (a) => (
        <HStack gap="1" justify="flex-end">
          <Button
            size="xs"
            variant="outline"
            onClick={() => setEditing(a)}
            aria-label={`Editar ${a.name}`}
          >
            Editar
          </Button>
          <Button
            size="xs"
            variant="outline"
            colorPalette="red"
            onClick={() => setDeleting(a)}
            aria-label={`Eliminar ${a.name}`}
          >
            Eliminar
          </Button>
        </HStack>
      ),
    },
  ];

  return (
    <>
      <PageHeader
        title="Academias"
        description="Academias, sus profesores, alumnos y cargos propios."
        actions={
          <>
            <ExportButton
              fileName="academias"
              dated={false}
              sheetName="Academias"
              columns={exportColumns}
              rows={academies.data?.items ?? []}
            />
            <Button onClick={() => setEditing('new')}>Nueva academia</Button>
          </>
        }
      />
      <Flex mb="3">
        <SearchInput
          label="Buscar academia por nombre"
          value={list.search}
          onChange={list.setSearch}
        />
      </Flex>
      <DataTable
        caption="Academias"
        columns={columns}
        rows={academies.data?.items}
        rowKey={(a) => a.id}
        total={academies.data?.total ?? 0}
        {...list.tableProps}
        loading={academies.isLoading}
        fetching={academies.isFetching}
        error={academies.isError ? apiErrorMessage(academies.error) : null}
        onRetry={() => void academies.refetch()}
        emptyTitle={
          list.query.search ? 'Ninguna academia coincide con la búsqueda' : 'Aún no hay academias'
        }
        emptyDescription={
          list.query.search ? 'Prueba con otro nombre.' : 'Crea la primera con «Nueva academia».'
        }
      />
      {editing !== null && (
        <AcademyFormDialog
          academy={editing === 'new' ? null : editing}
          onClose={() => setEditing(null)}
        />
      )}
      {deleting && (
        <ConfirmDialog
          open
          onOpenChange={(open) => !open && setDeleting(null)}
          title="Eliminar academia"
          description={`¿Eliminar la academia ${deleting.name}? Solo se puede eliminar si no tiene alumnos ni planes.`}
          confirmLabel="Eliminar"
          busyLabel="Procesando…"
          destructive
          describeError={apiErrorMessage}
          onConfirm={async () => {
            await remove.mutateAsync({ id: deleting.id });
            showToast({ type: 'success', title: `Academia ${deleting.name} eliminada` });
          }}
        />
      )}
    </>
  );
}
