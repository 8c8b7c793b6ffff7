import { emailSendKindLabel } from '@academias/shared/contract/email-labels';
import type { EmailSendSummary } from '@academias/shared/contract/email';
import {
  countActiveFilters,
  FilterSelect,
  ListPage,
  ServerExportButton,
  useUrlListState,
  tableQueryProps,
} from '@academias/shared/ui';
import { useState } from 'react';
import { useSends } from '../api/history-queries.ts';
import { sendColumns } from './send-columns.tsx';
import { SendDetailDialog } from './send-detail-dialog.tsx';

const defaults = { kind: '' };
const kinds = Object.keys(emailSendKindLabel) as EmailSendSummary['kind'][];

/** Historial de Envíos: every send with its counts per state; details and resend per send. */
export default function EmailHistoryPage() {
  const list = useUrlListState({
    sorts: ['createdAt'] as const,
    sort: { key: 'createdAt', order: 'desc' },
    pageSize: 25,
    filters: defaults,
  });
  const kind = kinds.find((k) => k === list.filters.kind);
  const query = { ...list.query, ...(kind ? { kind } : {}) };
  const sends = useSends(query);
  const [open, setOpen] = useState<EmailSendSummary | null>(null);

  return (
    <>
      <ListPage
        title="Historial de Envíos"
        description="Cada envío con su fecha, autor, plantilla y el estado de entrega de cada destinatario."
        actions={
          <ServerExportButton
            list="emailHistory"
            fileName="historial-envios"
            query={query}
            total={sends.data?.total}
          />
        }
        filters={
          <FilterSelect
            label="Tipo de envío"
            value={kind ?? ''}
            onChange={(k) => list.setFilters({ kind: k })}
          >
            <option value="">Todos</option>
            {kinds.map((k) => (
              <option key={k} value={k}>
                {emailSendKindLabel[k]}
              </option>
            ))}
          </FilterSelect>
        }
        activeFilters={countActiveFilters(list.filters, defaults)}
        caption="Envíos de correo"
        columns={sendColumns(setOpen)}
        {...tableQueryProps(sends)}
        rowKey={(s) => s.id}
        {...list.tableProps}
        loading={sends.isLoading}
        fetching={sends.isFetching}
        emptyTitle={kind ? 'No hay envíos de este tipo' : 'Aún no hay envíos'}
        emptyDescription="Los envíos del Centro de Correos aparecerán aquí."
      />
      <SendDetailDialog send={open} onClose={() => setOpen(null)} />
    </>
  );
}
