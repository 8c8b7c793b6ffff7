import type { userSchemas } from '@academias/shared/contract';
import { formatRut } from '@academias/shared/format';
import { Badge, Button, type DataColumn, HStack, Text } from '@academias/shared/ui';
import type { z } from 'zod';

type StaffMember = z.infer<typeof userSchemas.staffMember>;

interface StaffColumnsOptions {
  profileName: (id: number | null) => string;
  onEdit: (m: StaffMember) => void;
  onDelete: (m: StaffMember) => void;
}

/** Columns of the work-team tables; the same values are what the export writes. */
export const staffExportColumns = (profileName: (id: number | null) => string) => [
  { header: 'RUT', value: (m: StaffMember) => (m.rut ? formatRut(m.rut) : '') },
  { header: 'Nombre', value: (m: StaffMember) => m.name },
  { header: 'Usuario', value: (m: StaffMember) => m.username },
  { header: 'Correo', value: (m: StaffMember) => m.email ?? '' },
  { header: 'Teléfono', value: (m: StaffMember) => m.phone ?? '' },
  { header: 'Tipo de perfil', value: (m: StaffMember) => profileName(m.profileTypeId) },
  { header: 'Academias', value: (m: StaffMember) => m.academies.map((a) => a.name).join(', ') },
];

export const staffColumns = ({
  profileName,
  onEdit,
  onDelete,
}: StaffColumnsOptions): DataColumn<StaffMember>[] => [
  { key: 'rut', header: 'RUT', cell: (m) => (m.rut ? formatRut(m.rut) : '—'), hideOnMobile: true },
  {
    key: 'name',
    header: 'Nombre',
    sortKey: 'name',
    cell: (m) => (
      <HStack gap="2" wrap="wrap">
        <Text fontWeight="medium">{m.name}</Text>
        {m.disabled && <Badge colorPalette="gray">Deshabilitado</Badge>}
      </HStack>
    ),
  },
  {
    key: 'username',
    header: 'Usuario',
    sortKey: 'username',
    cell: (m) => m.username,
    hideOnMobile: true,
  },
  { key: 'email', header: 'Correo', cell: (m) => m.email ?? '—', hideOnMobile: true },
  { key: 'phone', header: 'Teléfono', cell: (m) => m.phone ?? '—', hideOnMobile: true },
  {
    key: 'profile',
    header: 'Perfil',
    cell: (m) => profileName(m.profileTypeId) || '—',
    hideOnMobile: true,
  },
  {
    key: 'academies',
    header: 'Academias',
    cell: (m) => (m.academies.length === 0 ? '—' : m.academies.map((a) => a.name).join(', ')),
  },
  {
    key: 'actions',
    header: 'Acciones',
    align: 'end',
    cell: (m) => (
      <HStack gap="1" justify="flex-end">
        <Button
          size="xs"
          variant="outline"
          onClick={() => onEdit(m)}
          aria-label={`Editar a ${m.name}`}
        >
          Editar
        </Button>
        <Button
          size="xs"
          variant="outline"
          colorPalette="red"
          onClick={() => onDelete(m)}
          aria-label={`Eliminar a ${m.name}`}
        >
          Eliminar
        </Button>
      </HStack>
    ),
  },
];
