import type { Plan } from '@academias/shared/contract/plans';
import { formatClp } from '@academias/shared/format';
import { Badge, HStack, RowActions, type DataColumn, type RowAction } from '@academias/shared/ui';

interface PlanColumnsOptions {
  /** Alumnos: admin and teacher; Editar / Eliminar: admin only. */
  canViewStudents: boolean;
  canEdit: boolean;
  onStudents: (p: Plan) => void;
  onEdit: (p: Plan) => void;
  onDelete: (p: Plan) => void;
  /** Start loading a row action's dialog as the pointer or focus reaches its button. */
  preloadStudents?: () => void;
  preloadEdit?: () => void;
}

/** Columns of Planes y Servicios: the plan's name heads a phone card; its actions stay in view. */
export const planColumns = (o: PlanColumnsOptions): DataColumn<Plan>[] => [
  {
    key: 'name',
    header: 'Plan',
    sortable: true,
    card: 'title',
    alwaysShown: true,
    cell: (p) => (
      <HStack gap="2" wrap="wrap">
        <span>{p.name}</span>
        {p.isClaseEspecial && <Badge colorPalette="purple">Clase especial</Badge>}
        {p.archived && <Badge>Archivado</Badge>}
      </HStack>
    ),
  },
  {
    key: 'academy',
    header: 'Academia',
    sortable: true,
    truncate: true,
    cell: (p) => p.academyName,
  },
  { key: 'type', header: 'Tipo', card: 'hide', cell: (p) => p.planTypeName },
  { key: 'service', header: 'Servicio', card: 'hide', cell: (p) => p.serviceTypeName },
  { key: 'price', header: 'Precio', sortable: true, align: 'end', cell: (p) => formatClp(p.price) },
  { key: 'students', header: 'Alumnos', align: 'end', cell: (p) => p.activeStudents },
  {
    key: 'actions',
    header: 'Acciones',
    align: 'end',
    alwaysShown: true,
    cell: (p) => {
      const actions: RowAction[] = [
        ...(o.canViewStudents
          ? [{ label: 'Alumnos', onSelect: () => o.onStudents(p), onPreload: o.preloadStudents }]
          : []),
        ...(o.canEdit
          ? [
              { label: 'Editar', onSelect: () => o.onEdit(p), onPreload: o.preloadEdit },
              { label: 'Eliminar', danger: true, onSelect: () => o.onDelete(p) },
            ]
          : []),
      ];
      return <RowActions rowLabel={p.name} actions={actions} />;
    },
  },
];
