import { emailSendKindLabel } from '@academias/shared/contract/email-labels';
import type { EmailSendSummary } from '@academias/shared/contract/email';
import { formatDateTime } from '@academias/shared/format';
import { Badge, type DataColumn, HStack, RowActions } from '@academias/shared/ui';
import { stateCount, stateLabels, statePalette } from './state-labels.ts';

const states = Object.keys(stateLabels) as (keyof typeof stateLabels)[];

/** Columns of Historial de Envíos: when, what, who, and the delivery counts per state. */
export const sendColumns = (
  onOpen: (s: EmailSendSummary) => void,
): DataColumn<EmailSendSummary>[] => [
  {
    key: 'date',
    header: 'Fecha',
    sortKey: 'createdAt',
    card: 'title',
    alwaysShown: true,
    cell: (s) => formatDateTime(s.createdAt),
  },
  { key: 'template', header: 'Plantilla', truncate: true, cell: (s) => s.templateName },
  { key: 'kind', header: 'Tipo', cell: (s) => emailSendKindLabel[s.kind] },
  { key: 'author', header: 'Autor', card: 'hide', cell: (s) => s.authorName },
  { key: 'total', header: 'Destinatarios', align: 'end', cell: (s) => s.total },
  {
    key: 'states',
    header: 'Estado',
    cell: (s) => (
      <HStack gap="1" wrap="wrap">
        {states
          .filter((k) => s.counts[k] > 0)
          .map((k) => (
            <Badge key={k} colorPalette={statePalette[k]}>
              {stateCount(k, s.counts[k])}
            </Badge>
          ))}
      </HStack>
    ),
  },
  {
    key: 'actions',
    header: 'Acciones',
    align: 'end',
    alwaysShown: true,
    cell: (s) => (
      <RowActions
        rowLabel={`envío ${s.templateName} del ${formatDateTime(s.createdAt)}`}
        actions={[{ label: 'Ver destinatarios', onSelect: () => onOpen(s) }]}
      />
    ),
  },
];
