import type { userSchemas } from '@academias/shared/contract';
import { formatPhone, formatRut } from '@academias/shared/format';
import { Badge, type DataColumn, HStack, RowActions, Text } from '@academias/shared/ui';
import type { z } from 'zod';

type StaffMember = z.infer<typeof userSchemas.staffMember>;

interface StaffColumnsOptions {
  profileName: (id: number | null) => string;
  onEdit: (m: StaffMember) => void;
  /** Starts loading the form as the pointer or focus reaches «Editar». */
  onPreloadEdit?: () => void;
  onDelete: (m: StaffMember) => void;
}

export const staffColumns = ({
  profileName,
  onEdit,
  onPreloadEdit,
  onDelete,
}: StaffColumnsOptions): DataColumn<StaffMember>[] => [
  {
    key: 'name',
    header: 'Nombre',
    sortKey: 'name',
    card: 'title',
    alwaysShown: true,
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
    card: 'hide',
  },
  { key: 'rut', header: 'RUT', cell: (m) => (m.rut ? formatRut(m.rut) : '—') },
  { key: 'email', header: 'Correo', cell: (m) => m.email ?? '—', truncate: true, card: 'hide' },
  {
    key: 'phone',
    header: 'Teléfono',
    cell: (m) => (m.phone ? formatPhone(m.phone) : '—'),
    card: 'hide',
  },
  {
    key: 'profile',
    header: 'Perfil',
    cell: (m) => profileName(m.profileTypeId) || '—',
    card: 'hide',
  },
  {
    key: 'academies',
    header: 'Academias',
    truncate: true,
    cell: (m) => (m.academies.length === 0 ? '—' : m.academies.map((a) => a.name).join(', ')),
  },
  {
    key: 'actions',
    header: 'Acciones',
    align: 'end',
    alwaysShown: true,
    cell: (m) => (
      <RowActions
        rowLabel={m.name}
        actions={[
          { label: 'Editar', onSelect: () => onEdit(m), onPreload: onPreloadEdit },
          { label: 'Eliminar', danger: true, onSelect: () => onDelete(m) },
        ]}
      />
    ),
  },
];
