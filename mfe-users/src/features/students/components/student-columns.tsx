import type { studentSchemas } from '@academias/shared/contract';
import { formatDate, formatPhone, formatRut } from '@academias/shared/format';
import { Badge, Button, type DataColumn, HStack, Link } from '@academias/shared/ui';
import { Link as RouterLink } from '@academias/shared/router';
import type { z } from 'zod';

type Student = z.infer<typeof studentSchemas.student>;

interface StudentColumnsOptions {
  canEdit: boolean;
  onEdit: (s: Student) => void;
  /** Starts loading the form as the pointer or focus reaches «Editar». */
  onPreloadEdit?: () => void;
  onDelete: (s: Student) => void;
}

export const studentColumns = ({
  canEdit,
  onEdit,
  onPreloadEdit,
  onDelete,
}: StudentColumnsOptions): DataColumn<Student>[] => [
  { key: 'rut', header: 'RUT', sortKey: 'rut', cell: (s) => (s.rut ? formatRut(s.rut) : '—') },
  {
    key: 'name',
    header: 'Nombre',
    sortKey: 'name',
    cell: (s) => (
      <HStack gap="2" wrap="wrap">
        <Link asChild colorPalette="colorPalette" fontWeight="medium">
          <RouterLink to={`/app/modules/students/${s.id}`}>{s.name}</RouterLink>
        </Link>
        {s.type === 3 && <Badge>Apoderado</Badge>}
        {s.archived && <Badge colorPalette="gray">Archivado</Badge>}
      </HStack>
    ),
  },
  { key: 'email', header: 'Correo', cell: (s) => s.email ?? '—', hideOnMobile: true },
  {
    key: 'phone',
    header: 'Teléfono',
    cell: (s) => (s.phone ? formatPhone(s.phone) : '—'),
    hideOnMobile: true,
  },
  {
    key: 'createdAt',
    header: 'Registrado',
    sortKey: 'createdAt',
    cell: (s) => formatDate(s.createdAt),
    hideOnMobile: true,
  },
  ...(canEdit
    ? [
        {
          key: 'actions',
          header: 'Acciones',
          align: 'end' as const,
          cell: (s: Student) => (
            <HStack gap="1" justify="flex-end">
              <Button
                size="xs"
                variant="outline"
                onClick={() => onEdit(s)}
                onPointerEnter={onPreloadEdit}
                onFocus={onPreloadEdit}
                aria-label={`Editar a ${s.name}`}
              >
                Editar
              </Button>
              <Button
                size="xs"
                variant="outline"
                colorPalette="red"
                onClick={() => onDelete(s)}
                aria-label={`Eliminar a ${s.name}`}
              >
                Eliminar
              </Button>
            </HStack>
          ),
        },
      ]
    : []),
];
