import type { EmailSendSummary, OutboxState } from '@academias/shared/contract/email';
import { formatDateTime } from '@academias/shared/format';
import {
  Badge,
  Button,
  type DataColumn,
  DataTable,
  DetailDialog,
  Field,
  Flex,
  NativeSelect,
  Stack,
  Text,
  tableQueryProps,
} from '@academias/shared/ui';
import { useState } from 'react';
import { notifyError, notifySuccess } from '../../../api/notify.ts';
import { useResendFailed, useSendRecipients, useSends } from '../api/history-queries.ts';
import { stateLabels, statePalette } from './state-labels.ts';

type Row = NonNullable<ReturnType<typeof useSendRecipients>['data']>['items'][number];

const pageSize = 20;

/** One send's recipients with state and reason, and a resend of the failed ones. */
export const SendDetailDialog = ({
  send,
  onClose,
}: {
  send: EmailSendSummary | null;
  onClose: () => void;
}) => {
  const [page, setPage] = useState(1);
  const [state, setState] = useState<OutboxState | ''>('');
  const recipients = useSendRecipients(send?.id ?? null, {
    page,
    pageSize,
    sort: 'name',
    order: 'asc',
    ...(state ? { state } : {}),
  });
  const resend = useResendFailed();
  // The summary row refreshes with the list (polling while pending).
  const sends = useSends({ page: 1, pageSize: 20, sort: 'createdAt', order: 'desc' });
  const current = sends.data?.items.find((s) => s.id === send?.id) ?? send;

  const columns: DataColumn<Row>[] = [
    { key: 'name', header: 'Nombre', cell: (r) => r.name },
    { key: 'email', header: 'Correo', cell: (r) => r.email ?? '—' },
    {
      key: 'state',
      header: 'Estado',
      cell: (r) => <Badge colorPalette={statePalette[r.state]}>{stateLabels[r.state]}</Badge>,
    },
    { key: 'attempts', header: 'Intentos', align: 'end', cell: (r) => r.attempts },
    {
      key: 'sentAt',
      header: 'Entregado',
      cell: (r) => (r.sentAt ? formatDateTime(r.sentAt) : '—'),
    },
    {
      key: 'reason',
      header: 'Motivo',
      cell: (r) => (
        <Text whiteSpace="normal" maxW="md">
          {r.reason ?? '—'}
        </Text>
      ),
    },
  ];

  return (
    <DetailDialog
      open={send !== null}
      onClose={onClose}
      title={
        <>
          {send?.templateName} · {send ? formatDateTime(send.createdAt) : ''}
        </>
      }
      footer={
        <Button variant="outline" onClick={onClose}>
          Cerrar
        </Button>
      }
    >
      <Stack gap="4">
        <Text>Asunto: {send?.subject}</Text>
        <Flex gap="3" wrap="wrap" align="flex-end" justify="space-between">
          <Field.Root maxW={{ base: 'full', md: '48' }}>
            <Field.Label>Estado</Field.Label>
            <NativeSelect.Root>
              <NativeSelect.Field
                value={state}
                onChange={(e) => {
                  setState(e.target.value as OutboxState | '');
                  setPage(1);
                }}
              >
                <option value="">Todos</option>
                {(Object.keys(stateLabels) as OutboxState[]).map((k) => (
                  <option key={k} value={k}>
                    {stateLabels[k]} ({current?.counts[k] ?? 0})
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </Field.Root>
          {current && current.counts.fallido > 0 && (
            <Button
              variant="outline"
              loading={resend.isPending}
              onClick={() =>
                resend.mutate(current.id, {
                  onSuccess: (r) =>
                    notifySuccess(
                      'Reenvío en cola',
                      `${r.requeued} ${r.requeued === 1 ? 'destinatario' : 'destinatarios'} fallidos vuelven a intentarse.`,
                    ),
                  onError: (error) => notifyError('No se pudo reenviar', error),
                })
              }
            >
              Reenviar a fallidos ({current.counts.fallido})
            </Button>
          )}
        </Flex>
        <DataTable
          caption="Destinatarios del envío"
          columns={columns}
          {...tableQueryProps(recipients)}
          rowKey={(r) => r.id}
          page={page}
          pageSize={pageSize}
          onPageChange={setPage}
          emptyTitle="Sin destinatarios en este estado"
          nowrap
        />
      </Stack>
    </DetailDialog>
  );
};
