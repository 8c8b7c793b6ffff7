import { toApiError } from '@academias/shared/api';
import type { EmailTemplate } from '@academias/shared/contract/email';
import { formatDate } from '@academias/shared/format';
import {
  Alert,
  Badge,
  Button,
  Card,
  EmptyState,
  Field,
  SearchInput,
  Pager,
  Skeleton,
  Stack,
  Text,
} from '@academias/shared/ui';
import { useState } from 'react';
import { useTemplates } from '../api/template-queries.ts';

interface TemplateListProps {
  selectedId: number | null;
  onSelect: (template: EmailTemplate) => void;
}

const pageSize = 10;

/** Server-side paged, searchable list of the templates the caller can use. */
export const TemplateList = ({ selectedId, onSelect }: TemplateListProps) => {
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const list = useTemplates({
    page,
    pageSize,
    sort: 'name',
    order: 'asc',
    ...(search ? { search } : {}),
  });

  return (
    <Card.Root>
      <Card.Body>
        <Stack gap="3">
          <Field.Root>
            <Field.Label>Buscar plantilla</Field.Label>
            <SearchInput
              value={search}
              onChange={(v) => {
                setSearch(v);
                setPage(1);
              }}
              aria-label="Buscar plantilla"
              placeholder="Nombre o asunto"
              maxW="full"
            />
          </Field.Root>
          {list.error ? (
            <Alert.Root status="error" role="alert">
              <Alert.Indicator />
              <Alert.Content>
                <Alert.Title>No se pudieron cargar las plantillas</Alert.Title>
                <Alert.Description>{toApiError(list.error).message}</Alert.Description>
              </Alert.Content>
              <Button size="sm" variant="outline" onClick={() => void list.refetch()}>
                Reintentar
              </Button>
            </Alert.Root>
          ) : !list.data ? (
            <Stack gap="2" aria-busy="true" aria-label="Cargando plantillas">
              {[0, 1, 2].map((i) => (
                <Skeleton key={i} height="12" />
              ))}
            </Stack>
          ) : list.data.items.length === 0 ? (
            <EmptyState.Root>
              <EmptyState.Content>
                <EmptyState.Title>
                  {search ? 'Sin resultados' : 'Aún no hay plantillas'}
                </EmptyState.Title>
                <EmptyState.Description>
                  {search ? 'Prueba con otra búsqueda.' : 'Crea la primera con «Nueva plantilla».'}
                </EmptyState.Description>
              </EmptyState.Content>
            </EmptyState.Root>
          ) : (
            <Stack as="ul" gap="1" listStyleType="none" aria-label="Plantillas">
              {list.data.items.map((t) => (
                <li key={t.id}>
                  <Button
                    variant={t.id === selectedId ? 'subtle' : 'ghost'}
                    width="full"
                    justifyContent="flex-start"
                    height="auto"
                    py="2"
                    aria-current={t.id === selectedId ? 'true' : undefined}
                    onClick={() => onSelect(t)}
                  >
                    <Stack gap="0" align="flex-start" textAlign="start" minW="0" width="full">
                      <Text fontWeight="semibold" truncate maxW="full">
                        {t.name}
                      </Text>
                      <Text fontSize="xs" color="fg.muted" truncate maxW="full">
                        {t.authorName} · {formatDate(t.updatedAt)}{' '}
                        {!t.canEdit && <Badge size="xs">Solo lectura</Badge>}
                      </Text>
                    </Stack>
                  </Button>
                </li>
              ))}
            </Stack>
          )}
          {list.data && list.data.total > pageSize && (
            <Pager page={page} pageSize={pageSize} total={list.data.total} onPageChange={setPage} />
          )}
        </Stack>
      </Card.Body>
    </Card.Root>
  );
};
