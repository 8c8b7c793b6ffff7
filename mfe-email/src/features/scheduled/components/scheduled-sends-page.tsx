import { toApiError } from '@academias/shared/api';
import type { ScheduledSend } from '@academias/shared/contract/email-delivery';
import {
  Badge,
  ConfirmDialog,
  type DataColumn,
  ListPage,
  RowActions,
  Text,
  tableQueryProps,
} from '@academias/shared/ui';
import { useState } from 'react';
import { notifySuccess } from '../../../api/notify.ts';
import { useCancelScheduledSend, useScheduledSends } from '../api/scheduled-queries.ts';
import { localRunAt, scheduledTexts as texts } from '../texts.ts';
import { RescheduleDialog } from './reschedule-dialog.tsx';

const pageSize = 20;
const palette = { programado: 'blue', iniciado: 'green', cancelado: 'gray' } as const;

/** Envíos programados: the scheduled template sends, to reschedule or cancel before they start. */
export default function ScheduledSendsPage() {
  const [page, setPage] = useState(1);
  const [moving, setMoving] = useState<ScheduledSend | null>(null);
  const [cancelling, setCancelling] = useState<ScheduledSend | null>(null);
  const list = useScheduledSends(page, pageSize);
  const cancel = useCancelScheduledSend();

  const columns: DataColumn<ScheduledSend>[] = [
    { key: 'runAt', header: texts.columns.runAt, cell: (s) => localRunAt(s.runAt) },
    { key: 'template', header: texts.columns.template, card: 'title', cell: (s) => s.templateName },
    {
      key: 'state',
      header: texts.columns.state,
      cell: (s) => (
        <>
          <Badge colorPalette={palette[s.state]}>{texts.states[s.state]}</Badge>
          {s.lastError && (
            <Text color="fg.error" fontSize="sm">
              {s.lastError}
            </Text>
          )}
        </>
      ),
    },
    { key: 'author', header: texts.columns.author, hideOnMobile: true, cell: (s) => s.authorName },
    {
      key: 'actions',
      header: texts.columns.actions,
      cell: (s) => (
        <RowActions
          rowLabel={texts.rowLabel(s.templateName, localRunAt(s.runAt))}
          actions={
            s.state === 'programado'
              ? [
                  { label: texts.reschedule, onSelect: () => setMoving(s) },
                  { label: texts.cancel, danger: true, onSelect: () => setCancelling(s) },
                ]
              : []
          }
        />
      ),
    },
  ];

  return (
    <>
      <ListPage
        title={texts.title}
        description={texts.description}
        caption={texts.caption}
        columns={columns}
        {...tableQueryProps(list)}
        rowKey={(s) => s.id}
        page={page}
        pageSize={pageSize}
        onPageChange={setPage}
        emptyTitle={texts.emptyTitle}
        emptyDescription={texts.emptyDescription}
      />
      <RescheduleDialog
        key={moving?.id ?? 'ninguno'}
        send={moving}
        onClose={() => setMoving(null)}
      />
      <ConfirmDialog
        open={cancelling !== null}
        onOpenChange={(open) => !open && setCancelling(null)}
        title={texts.cancelTitle}
        description={
          cancelling
            ? texts.cancelDescription(cancelling.templateName, localRunAt(cancelling.runAt))
            : ''
        }
        confirmLabel={texts.cancelConfirm}
        cancelLabel={texts.cancelKeep}
        destructive
        onConfirm={async () => {
          if (!cancelling) return;
          await cancel.mutateAsync(cancelling.id);
          notifySuccess(texts.cancelled);
          setCancelling(null);
        }}
        describeError={(error) => toApiError(error).message}
      />
    </>
  );
}
