import { toApiError } from '@academias/shared/api';
import type { EmailSendSummary } from '@academias/shared/contract/email';
import { formatDateTime } from '@academias/shared/format';
import {
  Badge,
  Button,
  type DataColumn,
  DataTable,
  HStack,
  PageHeader,
  Stack,
} from '@academias/shared/ui';
import { useState } from 'react';
import { useSends } from '../api/history-queries.ts';
import { SendDetailDialog } from './send-detail-dialog.tsx';
import { stateCount, stateLabels, statePalette } from './state-labels.ts';

const kindLabels: Record<EmailSendSummary['kind'], string> = {
  masivo: 'Masivo',
  prueba: 'Prueba',
  confirmacion: 'Confirmación de pago',
  reenvio: 'Reenvío',
  recordatorio: 'Recordatorio',
  acceso: 'Invitación o contraseña',
};

const pageSize = 20;

/** Historial de Envíos: every send with its counts per state; details and resend per send. */
export default function EmailHistoryPage() {
  const [page, setPage] = useState(1);
  const [order, setOrder] = useState<'asc' | 'desc'>('desc');
  const [open, setOpen] = useState<EmailSendSummary | null>(null);
  const list = useSends({ page, pageSize, sort: 'createdAt', order });

  const columns: DataColumn<EmailSendSummary>[] = [
    {
      key: 'date',
      header: 'Fecha',
      sortKey: 'createdAt',
      cell: (s) => formatDateTime(s.createdAt),
    },
    { key: 'template', header: 'Plantilla', cell: (s) => s.templateName },
    { key: 'kind', header: 'Tipo', cell: (s) => kindLabels[s.kind] },
    { key: 'author', header: 'Autor', cell: (s) => s.authorName },
    { key: 'total', header: 'Destinatarios', align: 'end', cell: (s) => s.total },
    {
      key: 'states',
      header: 'Estado',
      cell: (s) => (
        <HStack gap="1" wrap="wrap">
          {(Object.keys(stateLabels) as (keyof typeof stateLabels)[])
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
      cell: (s) => (
        <Button
          size="xs"
          variant="outline"
          onClick={() => setOpen(s)}
          aria-label={`Ver destinatarios del envío ${s.templateName} del ${formatDateTime(s.createdAt)}`}
        >
          Ver destinatarios
        </Button>
      ),
    },
  ];

  return (
    <>
      <PageHeader
        title="Historial de Envíos"
        description="Cada envío con su fecha, autor, plantilla y el estado de entrega de cada destinatario."
      />
      <Stack gap="4">
        <DataTable
          caption="Envíos de correo"
          columns={columns}
          rows={list.data?.items}
          rowKey={(s) => s.id}
          total={list.data?.total ?? 0}
          page={page}
          pageSize={pageSize}
          onPageChange={setPage}
          sort={{ key: 'createdAt', order }}
          onSortChange={(s) => setOrder(s.order)}
          loading={list.isFetching}
          error={list.error ? toApiError(list.error).message : null}
          onRetry={() => void list.refetch()}
          emptyTitle="Aún no hay envíos"
          emptyDescription="Los envíos del Centro de Correos aparecerán aquí."
          nowrap
        />
      </Stack>
      <SendDetailDialog send={open} onClose={() => setOpen(null)} />
    </>
  );
}
