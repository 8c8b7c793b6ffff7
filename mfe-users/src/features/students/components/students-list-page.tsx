import { lazyDialog } from '@academias/shared/app';
import type { studentSchemas } from '@academias/shared/contract';
import { useSession } from '@academias/shared/session';
import {
  Button,
  DataTable,
  DeleteWithUndoDialog,
  PageHeader,
  ServerExportButton,
  tableQueryProps,
  useRowSelection,
  useUrlListState,
  withKit,
} from '@academias/shared/ui';
import { useCallback, useState } from 'react';
import { useNavigate } from '@academias/shared/router';
import type { z } from 'zod';
import {
  useDeleteStudent,
  useInvalidateStudents,
  useRestoreStudent,
} from '../api/student-mutations.ts';
import { useStudentsList } from '../api/student-queries.ts';
import { StudentBulkActions } from '../bulk/student-bulk-actions.tsx';
import { EditStudentLoader } from './edit-student-loader.tsx';
import { studentColumns } from './student-columns.tsx';
import { StudentFilters } from './student-filters.tsx';
import { studentFiltersOf, studentFilterParams } from './student-filter-params.ts';
import { StudentFormDialog } from './lazy-student-form-dialog.ts';

type Student = z.infer<typeof studentSchemas.student>;
const sorts = ['name', 'rut', 'createdAt'] as const;

// The import (papaparse, the preview) loads only when opened.
const ImportStudentsDialog = lazyDialog(() =>
  withKit(import('../import/components/import-students-dialog.tsx'), 'controls').then(
    (m) => m.ImportStudentsDialog,
  ),
);

/** Alumnos: admin manages every student; a teacher sees the students of their academies. */
export default function StudentsListPage() {
  const isAdmin = useSession((s) => s.session?.type === 0);
  const navigate = useNavigate();
  // search, filters, sort and page in the address: a reload, a shared link and Back keep them
  const list = useUrlListState({
    sorts,
    sort: { key: 'name', order: 'asc' },
    filters: { academyId: '', planId: '', status: '' },
  });
  const filters = studentFiltersOf(list.filters);
  const [dialog, setDialog] = useState<'new' | 'import' | null>(null);
  const [editingId, setEditingId] = useState<number | null>(null);
  const [deleting, setDeleting] = useState<Student | null>(null);
  const students = useStudentsList({ ...list.query, ...filters });
  const remove = useDeleteStudent();
  const restore = useRestoreStudent();
  const invalidate = useInvalidateStudents();
  const closeEdit = useCallback(() => setEditingId(null), [setEditingId]);
  const filtered = !!(list.query.search || filters.academyId || filters.planId || filters.status);
  // Ticked rows for the bulk actions (admin); a new filter or search clears them.
  const selectionFilter = {
    ...filters,
    ...(list.query.search ? { search: list.query.search } : {}),
  };
  const selection = useRowSelection(JSON.stringify(selectionFilter));

  return (
    <>
      <PageHeader
        title="Alumnos"
        description={
          isAdmin ? 'Alumnos y apoderados, sus planes y día de pago.' : 'Alumnos de tus academias.'
        }
        actions={
          <>
            <ServerExportButton
              list="students"
              fileName="alumnos"
              query={{ ...list.query, ...filters }}
              total={students.data?.total}
            />
            {isAdmin && (
              <>
                <Button
                  variant="outline"
                  onClick={() => setDialog('import')}
                  {...ImportStudentsDialog.preloadProps}
                >
                  Importar
                </Button>
                <Button onClick={() => setDialog('new')} {...StudentFormDialog.preloadProps}>
                  Nuevo alumno
                </Button>
              </>
            )}
          </>
        }
      />
      <StudentFilters
        search={list.search}
        onSearch={list.setSearch}
        value={filters}
        onChange={(f) => list.setFilters(studentFilterParams(f))}
      />
      {isAdmin && (
        <StudentBulkActions
          selection={selection}
          total={students.data?.total ?? 0}
          filter={selectionFilter}
          query={{ ...list.query, ...filters }}
        />
      )}
      <DataTable
        caption="Alumnos"
        columns={studentColumns({
          canEdit: isAdmin,
          onEdit: (s) => setEditingId(s.id),
          onPreloadEdit: StudentFormDialog.preload,
          onDelete: setDeleting,
        })}
        rowKey={(s) => s.id}
        {...(isAdmin ? { selection } : {})}
        {...tableQueryProps(students)}
        fetching={students.isFetching}
        {...list.tableProps}
        emptyTitle={filtered ? 'Ningún alumno coincide con los filtros' : 'Aún no hay alumnos'}
        emptyDescription={
          filtered
            ? 'Cambia la búsqueda o los filtros.'
            : isAdmin
              ? 'Crea uno o importa un archivo.'
              : undefined
        }
      />
      {dialog === 'new' && (
        <StudentFormDialog
          student={null}
          onClose={() => setDialog(null)}
          onSaved={(id) => navigate(`/app/modules/students/${id}`)}
        />
      )}
      {dialog === 'import' && (
        <ImportStudentsDialog
          onClose={() => setDialog(null)}
          onImported={() => void invalidate()}
        />
      )}
      {editingId !== null && <EditStudentLoader id={editingId} onClose={closeEdit} />}
      <DeleteWithUndoDialog
        row={deleting}
        onClose={() => setDeleting(null)}
        title="Eliminar alumno"
        question={(s) =>
          `¿Eliminar a ${s.name}? Si tiene cobros o pagos se archivará para conservar su historial.`
        }
        remove={(s) => remove.mutateAsync(s.id)}
        restore={(s) => restore.mutateAsync(s.id)}
        toasts={(s, { archived }) => ({
          title: archived
            ? `${s.name} fue archivado (tiene cobros o pagos)`
            : `${s.name} fue eliminado`,
          undoneTitle: `${s.name} está de vuelta`,
        })}
      />
    </>
  );
}
