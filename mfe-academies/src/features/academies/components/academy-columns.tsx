import type { academySchemas } from '@academias/shared/contract';
import { formatPhone } from '@academias/shared/format';
import { type DataColumn, Link, RowActions } from '@academias/shared/ui';
import { Link as RouterLink } from '@academias/shared/router';
import type { z } from 'zod';

type Academy = z.infer<typeof academySchemas.academy>;

interface AcademyColumnsOptions {
  onEdit: (a: Academy) => void;
  /** Starts loading the form as the pointer or focus reaches «Editar». */
  onPreloadEdit?: () => void;
  onDelete: (a: Academy) => void;
}

/** Columns of Academias: the name opens the academy; Editar / Eliminar always in view. */
export const academyColumns = ({
  onEdit,
  onPreloadEdit,
  onDelete,
}: AcademyColumnsOptions): DataColumn<Academy>[] => [
  {
    key: 'name',
    header: 'Nombre',
    sortKey: 'name',
    card: 'title',
    alwaysShown: true,
    cell: (a) => (
      <Link asChild fontWeight="medium">
        <RouterLink to={`/app/modules/academies/${a.id}`}>{a.name}</RouterLink>
      </Link>
    ),
  },
  {
    key: 'teachers',
    header: 'Profesores',
    truncate: true,
    cell: (a) => (a.teachers.length ? a.teachers.map((t) => t.name).join(', ') : '—'),
  },
  {
    key: 'students',
    header: 'Alumnos',
    sortKey: 'studentCount',
    align: 'end',
    cell: (a) => a.studentCount,
  },
  { key: 'plans', header: 'Planes', align: 'end', cell: (a) => a.planCount, card: 'hide' },
  {
    key: 'contact',
    header: 'Contacto',
    truncate: true,
    card: 'hide',
    cell: (a) => [a.phone && formatPhone(a.phone), a.email].filter(Boolean).join(' · ') || '—',
  },
  {
    key: 'actions',
    header: 'Acciones',
    align: 'end',
    alwaysShown: true,
    cell: (a) => (
      <RowActions
        rowLabel={a.name}
        actions={[
          { label: 'Editar', onSelect: () => onEdit(a), onPreload: onPreloadEdit },
          { label: 'Eliminar', danger: true, onSelect: () => onDelete(a) },
        ]}
      />
    ),
  },
];
