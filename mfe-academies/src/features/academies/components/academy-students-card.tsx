import type { studentSchemas } from '@academias/shared/contract';
import { formatPhone, formatRut } from '@academias/shared/format';
import {
  Badge,
  DataTable,
  ExportButton,
  Flex,
  HStack,
  Link,
  SearchInput,
  SectionCard,
  tableQueryProps,
  type DataColumn,
  useUrlListState,
} from '@academias/shared/ui';
import { Link as RouterLink } from '@academias/shared/router';
import type { z } from 'zod';
import { useAcademyStudents } from '../api/academy-queries.ts';
import type { ExportColumn } from '@academias/shared/export';

type Status = z.infer<typeof studentSchemas.enrolmentStatus>;
interface AcademyStudent {
  id: number;
  rut: string | null;
  name: string;
  email: string | null;
  phone: string | null;
  plans: { planId: number; planName: string; status: Status }[];
}

const statusPalette: Record<Status, string> = {
  activo: 'green',
  suspendido: 'orange',
  finalizado: 'gray',
};
const statusLabel: Record<Status, string> = {
  activo: 'activo',
  suspendido: 'suspendido',
  finalizado: 'finalizado',
};

const sorts = ['name', 'rut', 'createdAt'] as const;

const exportColumns: ExportColumn<AcademyStudent>[] = [
  { header: 'RUT', value: (s) => (s.rut ? formatRut(s.rut) : '') },
  { header: 'Nombre', value: (s) => s.name },
  { header: 'Correo', value: (s) => s.email ?? '' },
  { header: 'Teléfono', value: (s) => (s.phone ? formatPhone(s.phone) : '') },
  {
    header: 'Planes',
    value: (s) => s.plans.map((p) => `${p.planName} (${statusLabel[p.status]})`).join(', '),
  },
];

/** Students of one academy with the status of each of their plans there (studentsByAcademy). */
export const AcademyStudentsCard = ({
  academyId,
  linkToStudent,
}: {
  academyId: number;
  linkToStudent: boolean;
}) => {
  // in the address like every list: a reload, a shared link and Back keep the search and page
  const list = useUrlListState({
    sorts,
    sort: { key: 'name', order: 'asc' },
    pageSize: 10,
    filters: {},
  });
  const students = useAcademyStudents(academyId, list.query);
  const columns: DataColumn<AcademyStudent>[] = [
    {
      key: 'rut',
      header: 'RUT',
      sortKey: 'rut',
      cell: (s) => (s.rut ? formatRut(s.rut) : '—'),
      hideOnMobile: true,
    },
    {
      key: 'name',
      header: 'Nombre',
      sortKey: 'name',
      cell: (s) =>
        linkToStudent ? (
          <Link asChild fontWeight="medium">
            <RouterLink to={`/app/modules/students/${s.id}`}>{s.name}</RouterLink>
          </Link>
        ) : (
          s.name
        ),
    },
    { key: 'email', header: 'Correo', cell: (s) => s.email ?? '—', hideOnMobile: true },
    {
      key: 'plans',
      header: 'Planes',
      cell: (s) =>
        s.plans.length === 0 ? (
          '—'
        ) : (
          <HStack gap="1" wrap="wrap">
            {s.plans.map((p) => (
              <Badge key={p.planId} colorPalette={statusPalette[p.status]}>
                {p.planName}: {statusLabel[p.status]}
              </Badge>
            ))}
          </HStack>
        ),
    },
  ];
  return (
    <SectionCard
      title="Alumnos"
      actions={
        <ExportButton
          fileName={`alumnos-academia-${academyId}`}
          dated={false}
          sheetName="Alumnos"
          columns={exportColumns}
          rows={students.data?.items ?? []}
        />
      }
    >
      <Flex mb="3">
        <SearchInput
          label="Buscar alumno de la academia"
          value={list.search}
          onChange={list.setSearch}
        />
      </Flex>
      <DataTable
        caption="Alumnos de la academia"
        columns={columns}
        rowKey={(s) => s.id}
        {...tableQueryProps(students)}
        fetching={students.isFetching}
        page={list.page}
        pageSize={list.pageSize}
        onPageChange={list.setPage}
        sort={list.sort}
        onSortChange={list.setSort}
        emptyTitle={
          list.query.search ? 'Ningún alumno coincide' : 'La academia aún no tiene alumnos'
        }
      />
    </SectionCard>
  );
};
