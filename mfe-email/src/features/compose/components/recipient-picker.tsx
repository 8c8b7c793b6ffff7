import { toApiError } from '@academias/shared/api';
import type { RecipientFilter } from '@academias/shared/contract/email';
import { formatRut } from '@academias/shared/format';
import {
  Alert,
  Badge,
  Checkbox,
  Collapsible,
  Field,
  Flex,
  SearchInput,
  List,
  OptionsSelect,
  Pager,
  Stack,
  Table,
  Text,
  VisuallyHidden,
} from '@academias/shared/ui';
import { useEffect, useState } from 'react';
import {
  isFilterComplete,
  useAcademyOptions,
  usePlanOptions,
  useRecipientCount,
  useRecipients,
} from '../api/recipient-queries.ts';

const modes: { id: RecipientFilter['mode']; name: string }[] = [
  { id: 'todos', name: 'Todos los alumnos' },
  { id: 'academia', name: 'Por academia' },
  { id: 'plan', name: 'Por plan' },
  { id: 'estado', name: 'Por estado del plan' },
  { id: 'pendientes', name: 'Con pagos pendientes' },
  { id: 'seleccion', name: 'Elegir personas' },
];
const planStatuses = [
  { id: 'activo', name: 'Activo' },
  { id: 'suspendido', name: 'Suspendido' },
  { id: 'finalizado', name: 'Finalizado' },
];

interface RecipientPickerProps {
  filter: RecipientFilter;
  onChange: (filter: RecipientFilter) => void;
  /** How many will receive it (null while unknown). */
  onCount: (sendable: number | null) => void;
}

const pageSize = 10;

/** Chooses who receives a send; the counts and the skipped people come from the server. */
export const RecipientPicker = ({ filter, onChange, onCount }: RecipientPickerProps) => {
  const academies = useAcademyOptions();
  const plans = usePlanOptions();
  const [page, setPage] = useState(1);
  const [search, setSearch] = useState('');
  const picking = filter.mode === 'seleccion';
  const selected = new Set(filter.userIds ?? []);

  // Picking by hand browses everyone; the count is of the people picked.
  const listFilter: RecipientFilter = picking ? { mode: 'todos' } : filter;
  const list = useRecipients(listFilter, {
    page,
    pageSize,
    ...(search ? { search } : {}),
  });
  const counted = useRecipientCount(filter);
  const complete = isFilterComplete(filter);
  const summary = complete ? counted.data : undefined;

  useEffect(() => {
    onCount(summary ? summary.sendable : null);
  }, [summary, onCount]);

  const setMode = (mode: RecipientFilter['mode']) => {
    setPage(1);
    onChange({ mode, ...(mode === 'seleccion' ? { userIds: filter.userIds ?? [] } : {}) });
  };
  const toggle = (id: number) => {
    const next = new Set(selected);
    if (next.has(id)) next.delete(id);
    else next.add(id);
    onChange({ mode: 'seleccion', userIds: [...next] });
  };

  return (
    <Stack gap="4">
      <Flex gap="3" wrap="wrap" align="flex-end">
        <Field.Root maxW={{ base: 'full', md: '60' }}>
          <Field.Label>Destinatarios</Field.Label>
          <OptionsSelect
            options={modes}
            value={filter.mode}
            onChange={(e) => setMode(e.target.value as RecipientFilter['mode'])}
          />
        </Field.Root>
        {(filter.mode === 'academia' ||
          filter.mode === 'estado' ||
          filter.mode === 'pendientes') && (
          <Field.Root maxW={{ base: 'full', md: '64' }} required={filter.mode === 'academia'}>
            <Field.Label>Academia</Field.Label>
            <OptionsSelect
              options={academies.data ?? []}
              value={filter.academyId ? String(filter.academyId) : ''}
              onChange={(e) =>
                onChange({
                  ...filter,
                  academyId: e.target.value ? Number(e.target.value) : undefined,
                })
              }
            >
              <option value="">
                {filter.mode === 'academia' ? 'Elige una academia' : 'Todas'}
              </option>
            </OptionsSelect>
          </Field.Root>
        )}
        {filter.mode === 'plan' && (
          <Field.Root maxW={{ base: 'full', md: '72' }} required>
            <Field.Label>Plan</Field.Label>
            <OptionsSelect
              options={plans.data ?? []}
              value={filter.planId ? String(filter.planId) : ''}
              onChange={(e) =>
                onChange({
                  ...filter,
                  planId: e.target.value ? Number(e.target.value) : undefined,
                })
              }
            >
              <option value="">Elige un plan</option>
            </OptionsSelect>
          </Field.Root>
        )}
        {filter.mode === 'estado' && (
          <Field.Root maxW={{ base: 'full', md: '48' }} required>
            <Field.Label>Estado del plan</Field.Label>
            <OptionsSelect
              options={planStatuses}
              value={filter.status ?? ''}
              onChange={(e) =>
                onChange({
                  ...filter,
                  status: (e.target.value || undefined) as RecipientFilter['status'],
                })
              }
            >
              <option value="">Elige un estado</option>
            </OptionsSelect>
          </Field.Root>
        )}
        <Field.Root maxW={{ base: 'full', md: '60' }}>
          <Field.Label>Buscar persona</Field.Label>
          <SearchInput
            value={search}
            onChange={(v) => {
              setSearch(v);
              setPage(1);
            }}
            aria-label="Buscar persona"
            placeholder="Nombre, RUT o correo"
            maxW="full"
          />
        </Field.Root>
      </Flex>

      {/* One line in every state (to complete, counting, counted), so the table below stays put
          while the count follows each pick; only opening the skipped list makes it taller. */}
      <Stack gap="1" aria-live="polite">
        {!complete ? (
          <Text color="fg.muted">Completa el filtro para ver a quiénes llegará.</Text>
        ) : summary ? (
          <Collapsible.Root>
            <Flex gap="3" wrap="wrap" align="baseline">
              <Text>
                Recibirán el correo:{' '}
                <strong data-testid="sendable-count">{summary.sendable}</strong> · Se omiten:{' '}
                <strong>{summary.skipped}</strong>
              </Text>
              {summary.skipped > 0 && (
                <Collapsible.Trigger asChild>
                  <Text
                    as="button"
                    fontSize="sm"
                    textDecoration="underline"
                    color="fg.muted"
                    cursor="pointer"
                  >
                    Ver omitidos ({summary.skipped})
                  </Text>
                </Collapsible.Trigger>
              )}
            </Flex>
            {summary.skipped > 0 && (
              <Collapsible.Content>
                <List.Root fontSize="sm" ps="5" mt="1">
                  {summary.skippedItems.map((r) => (
                    <List.Item key={r.id}>
                      {r.name}: {r.skipReason}
                    </List.Item>
                  ))}
                </List.Root>
              </Collapsible.Content>
            )}
          </Collapsible.Root>
        ) : (
          <Text color="fg.muted">Contando destinatarios…</Text>
        )}
      </Stack>

      {list.error ? (
        <Alert.Root status="error" role="alert">
          <Alert.Indicator />
          <Alert.Title>{toApiError(list.error).message}</Alert.Title>
        </Alert.Root>
      ) : (
        list.data &&
        (list.data.items.length === 0 ? (
          <Text color="fg.muted">No hay personas con este filtro.</Text>
        ) : (
          <Stack gap="2">
            <Table.ScrollArea borderWidth="1px" borderRadius="md">
              <Table.Root size="sm" aria-busy={list.isFetching}>
                <Table.Caption>
                  <VisuallyHidden>Destinatarios del filtro</VisuallyHidden>
                </Table.Caption>
                <Table.Header>
                  <Table.Row>
                    {picking && (
                      <Table.ColumnHeader width="1">
                        <VisuallyHidden>Elegir</VisuallyHidden>
                      </Table.ColumnHeader>
                    )}
                    <Table.ColumnHeader>Nombre</Table.ColumnHeader>
                    <Table.ColumnHeader>RUT</Table.ColumnHeader>
                    <Table.ColumnHeader>Correo</Table.ColumnHeader>
                    <Table.ColumnHeader>Academias</Table.ColumnHeader>
                  </Table.Row>
                </Table.Header>
                <Table.Body>
                  {list.data.items.map((r) => (
                    <Table.Row key={r.id}>
                      {picking && (
                        <Table.Cell>
                          <Checkbox.Root
                            checked={selected.has(r.id)}
                            onCheckedChange={() => toggle(r.id)}
                          >
                            <Checkbox.HiddenInput aria-label={`Elegir a ${r.name}`} />
                            <Checkbox.Control />
                          </Checkbox.Root>
                        </Table.Cell>
                      )}
                      <Table.Cell whiteSpace="nowrap">{r.name}</Table.Cell>
                      <Table.Cell whiteSpace="nowrap">{r.rut ? formatRut(r.rut) : '—'}</Table.Cell>
                      <Table.Cell whiteSpace="nowrap">
                        {r.skipReason ? (
                          <Badge colorPalette="orange">{r.skipReason}</Badge>
                        ) : (
                          r.email
                        )}
                      </Table.Cell>
                      <Table.Cell>{r.academies || '—'}</Table.Cell>
                    </Table.Row>
                  ))}
                </Table.Body>
              </Table.Root>
            </Table.ScrollArea>
            <Pager page={page} pageSize={pageSize} total={list.data.total} onPageChange={setPage} />
          </Stack>
        ))
      )}
    </Stack>
  );
};
