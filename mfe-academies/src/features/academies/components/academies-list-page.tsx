import type { academySchemas } from '@academias/shared/contract';
import {
  Button,
  DeleteWithUndoDialog,
  ListPage,
  ServerExportButton,
  tableQueryProps,
  useUrlListState,
} from '@academias/shared/ui';
import { useState } from 'react';
import type { z } from 'zod';
import { useDeleteAcademy, useRestoreAcademy } from '../api/academy-mutations.ts';
import { useAcademiesList } from '../api/academy-queries.ts';
import { academyColumns } from './academy-columns.tsx';
import { AcademyFormDialog } from './lazy-dialogs.ts';

type Academy = z.infer<typeof academySchemas.academy>;
const sorts = ['name', 'createdAt', 'studentCount'] as const;

/** Academias (admin): list, create, edit, delete; each name opens the academy's page. */
export default function AcademiesListPage() {
  const list = useUrlListState({ sorts, sort: { key: 'name', order: 'asc' }, filters: {} });
  const academies = useAcademiesList(list.query);
  const [editing, setEditing] = useState<Academy | null | 'new'>(null);
  const [deleting, setDeleting] = useState<Academy | null>(null);
  const remove = useDeleteAcademy();
  const restore = useRestoreAcademy();

  return (
    <>
      <ListPage
        title="Academias"
        description="Academias, sus profesores, alumnos y cargos propios."
        actions={
          <>
            <ServerExportButton
              list="academies"
              fileName="academias"
              query={list.query}
              total={academies.data?.total}
            />
            <Button minH="11" onClick={() => setEditing('new')} {...AcademyFormDialog.preloadProps}>
              Nueva academia
            </Button>
          </>
        }
        caption="Academias"
        columnsId="academias"
        columns={academyColumns({
          onEdit: setEditing,
          onPreloadEdit: AcademyFormDialog.preload,
          onDelete: setDeleting,
        })}
        rowKey={(a) => a.id}
        {...tableQueryProps(academies)}
        fetching={academies.isFetching}
        {...list.tableProps}
        search={list.search}
        onSearchChange={list.setSearch}
        searchPlaceholder="Nombre de la academia"
        emptyTitle={
          list.search ? 'Ninguna academia coincide con la búsqueda' : 'Aún no hay academias'
        }
        emptyDescription={
          list.search ? 'Prueba con otro nombre.' : 'Crea la primera con «Nueva academia».'
        }
      />
      {editing !== null && (
        <AcademyFormDialog
          academy={editing === 'new' ? null : editing}
          onClose={() => setEditing(null)}
        />
      )}
      <DeleteWithUndoDialog
        row={deleting}
        onClose={() => setDeleting(null)}
        title="Eliminar academia"
        question={(a) =>
          `¿Eliminar la academia ${a.name}? Solo se puede eliminar si no tiene alumnos ni planes.`
        }
        remove={(a) => remove.mutateAsync({ id: a.id })}
        restore={(a) => restore.mutateAsync(a.id)}
        toasts={(a) => ({
          title: `Academia ${a.name} eliminada`,
          undoneTitle: `Academia ${a.name} restaurada`,
        })}
      />
    </>
  );
}
