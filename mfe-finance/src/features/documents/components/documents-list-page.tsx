import { toApiError } from '@academias/shared/api';
import { documentTypeName, type IssuedDocument } from '@academias/shared/contract/documents';
import { paymentMethodLabel } from '@academias/shared/contract/payments';
import { formatClp, formatDateTime, formatRut } from '@academias/shared/format';
import {
  Badge,
  Card,
  Field,
  Flex,
  Input,
  NativeSelect,
  PageHeader,
  Stack,
} from '@academias/shared/ui';
import { useState, type ReactNode } from 'react';
import { useUserKind } from '../../../api/use-user-kind.ts';
import { ExportButton } from '../../../components/export-button.tsx';
import { PdfButtons } from '../../../components/pdf-buttons.tsx';
import { SearchInput } from '../../../components/search-input.tsx';
import { ServerTable, type Column } from '../../../components/server-table.tsx';
import { listQueryOf, useListParams } from '../../../hooks/use-list-params.ts';
import { useDocuments } from '../api/document-queries.ts';

type Sort = 'issuedAt' | 'folio' | 'total' | 'id';

const typeName = (type: number): string => documentTypeName[type as 39 | 41] ?? `Tipo ${type}`;
const methodName = (method: string): string =>
  paymentMethodLabel[method as keyof typeof paymentMethodLabel] ?? method;

const exportColumns = [
  { header: 'Tipo', value: (d: IssuedDocument) => `${typeName(d.type)} (${d.type})` },
  { header: 'Folio', value: (d: IssuedDocument) => d.folio },
  { header: 'Fecha', value: (d: IssuedDocument) => formatDateTime(d.issuedAt) },
  { header: 'Receptor', value: (d: IssuedDocument) => d.receiverName },
  { header: 'RUT receptor', value: (d: IssuedDocument) => formatRut(d.receiverRut) },
  { header: 'Medio', value: (d: IssuedDocument) => methodName(d.method) },
  {
    header: 'Estado',
    value: (d: IssuedDocument) => (d.state === 'emitida' ? 'Emitida' : 'Anulada'),
  },
  { header: 'Monto', value: (d: IssuedDocument) => d.total },
];

const Filter = ({
  label,
  value,
  onChange,
  children,
}: {
  label: string;
  value: string;
  onChange: (v: string) => void;
  children: ReactNode;
}) => (
  <Field.Root maxW={{ base: 'full', md: '56' }}>
    <Field.Label>{label}</Field.Label>
    <NativeSelect.Root>
      <NativeSelect.Field value={value} onChange={(e) => onChange(e.target.value)}>
        {children}
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  </Field.Root>
);

/** Documentos Emitidos (admin) / Boletas Generadas (teacher, student): boletas with their PDF. */
export default function DocumentsListPage() {
  const kind = useUserKind();
  const { params, setPage, setSearch, toggleSort, resetPage } = useListParams<Sort>({
    sort: 'issuedAt',
    order: 'desc',
  });
  const [type, setType] = useState('');
  const [state, setState] = useState('');
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const list = useDocuments({
    ...listQueryOf(params),
    ...(type ? { type: Number(type) as 39 | 41 } : {}),
    ...(state ? { state: state as 'emitida' | 'anulada' } : {}),
    ...(from ? { from } : {}),
    ...(to ? { to } : {}),
  });
  const filter = (set: (v: string) => void) => (v: string) => {
    set(v);
    resetPage();
  };

  const columns: Column<IssuedDocument, Sort>[] = [
    { key: 'type', header: 'Tipo', cell: (d) => typeName(d.type) },
    { key: 'folio', header: 'Folio', sortKey: 'folio', align: 'end', cell: (d) => d.folio },
    { key: 'date', header: 'Fecha', sortKey: 'issuedAt', cell: (d) => formatDateTime(d.issuedAt) },
    {
      key: 'receiver',
      header: 'Receptor',
      cell: (d) => `${d.receiverName} · ${formatRut(d.receiverRut)}`,
    },
    {
      key: 'total',
      header: 'Monto',
      sortKey: 'total',
      align: 'end',
      cell: (d) => formatClp(d.total),
    },
    {
      key: 'state',
      header: 'Estado',
      cell: (d) => (
        <Badge colorPalette={d.state === 'emitida' ? 'green' : 'gray'}>
          {d.state === 'emitida' ? 'Emitida' : 'Anulada'}
        </Badge>
      ),
    },
    {
      key: 'pdf',
      header: 'PDF',
      cell: (d) => <PdfButtons documentId={d.id} folio={d.folio} type={d.type} />,
    },
  ];

  return (
    <>
      <PageHeader
        title={kind === 'admin' ? 'Documentos Emitidos' : 'Boletas Generadas'}
        description={
          kind === 'admin'
            ? 'Boletas emitidas por cada pago aprobado.'
            : kind === 'teacher'
              ? 'Boletas de los pagos de tus academias.'
              : 'Las boletas de tus pagos.'
        }
        actions={
          <ExportButton fileName="boletas" columns={exportColumns} rows={list.data?.items} />
        }
      />
      <Stack gap="4">
        <Card.Root>
          <Card.Body>
            <Flex gap="4" wrap="wrap" align="flex-end">
              <Filter label="Tipo de documento" value={type} onChange={filter(setType)}>
                <option value="">Todos</option>
                <option value="41">Boleta exenta (41)</option>
                <option value="39">Boleta afecta (39)</option>
              </Filter>
              <Filter label="Estado" value={state} onChange={filter(setState)}>
                <option value="">Todos</option>
                <option value="emitida">Emitida</option>
                <option value="anulada">Anulada</option>
              </Filter>
              <Field.Root maxW={{ base: 'full', md: '44' }}>
                <Field.Label>Desde</Field.Label>
                <Input type="date" value={from} onChange={(e) => filter(setFrom)(e.target.value)} />
              </Field.Root>
              <Field.Root maxW={{ base: 'full', md: '44' }}>
                <Field.Label>Hasta</Field.Label>
                <Input type="date" value={to} onChange={(e) => filter(setTo)(e.target.value)} />
              </Field.Root>
              {kind !== 'other' && (
                <SearchInput
                  label="Buscar"
                  placeholder="Receptor, RUT o folio"
                  onSearch={setSearch}
                />
              )}
            </Flex>
          </Card.Body>
        </Card.Root>
        <ServerTable
          caption="Documentos emitidos"
          columns={columns}
          rows={list.data?.items}
          rowId={(d) => d.id}
          total={list.data?.total ?? 0}
          page={params.page}
          pageSize={params.pageSize}
          onPageChange={setPage}
          sort={params.sort}
          order={params.order}
          onSort={toggleSort}
          loading={list.isFetching}
          error={list.error ? toApiError(list.error).message : null}
          onRetry={() => void list.refetch()}
          emptyTitle="No hay boletas"
          emptyDescription="Cada pago aprobado emite su boleta y aparecerá aquí."
        />
      </Stack>
    </>
  );
}
