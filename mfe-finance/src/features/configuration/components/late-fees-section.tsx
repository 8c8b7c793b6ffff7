import { toApiError } from '@academias/shared/api';
import type { LateFee } from '@academias/shared/contract/academies';
import { formatClp, formatDate } from '@academias/shared/format';
import { Card, DataTable, Heading, RowActions, Text, type DataColumn } from '@academias/shared/ui';
import { useState } from 'react';
import { notifySuccess } from '../../../api/notify.ts';
import { chargeTexts } from '../../charges/charge-texts.ts';
import { useBillingRules } from '../api/configuration-queries.ts';
import { useSaveLateFee } from '../api/late-fee-queries.ts';
import { LateFeeDialog } from './late-fee-dialog.tsx';

const t = chargeTexts.lateFees;

interface Row {
  academyId: number;
  academyName: string;
  lateFee: LateFee | null;
}

const describe = (fee: LateFee | null) =>
  fee
    ? `${t.summary(fee.kind === 'monto' ? formatClp(fee.value) : `${fee.value} %`, fee.days)} (${t.since(formatDate(fee.since))})`
    : t.off;

/** Per academy: the late fee (off by default), set in a form dialog. */
export const LateFeesSection = () => {
  const list = useBillingRules();
  const save = useSaveLateFee();
  const [editing, setEditing] = useState<Row | null>(null);
  const columns: DataColumn<Row>[] = [
    { key: 'academy', header: t.academy, card: 'title', cell: (r) => r.academyName },
    { key: 'rule', header: t.rule, cell: (r) => describe(r.lateFee) },
    {
      key: 'actions',
      header: 'Acciones',
      cell: (r) => (
        <RowActions
          rowLabel={r.academyName}
          actions={[{ label: t.edit, onSelect: () => setEditing(r) }]}
        />
      ),
    },
  ];
  return (
    <Card.Root as="section" aria-labelledby="late-fees-title">
      <Card.Header>
        <Heading as="h2" size="lg" id="late-fees-title">
          {t.title}
        </Heading>
        <Text color="fg.muted">{t.description}</Text>
      </Card.Header>
      <Card.Body>
        <DataTable
          caption={t.caption}
          columns={columns}
          rows={list.data}
          rowKey={(r) => r.academyId}
          total={list.data?.length ?? 0}
          page={1}
          pageSize={Math.max(10, list.data?.length ?? 0)}
          onPageChange={() => undefined}
          loading={list.isFetching}
          error={list.error ? toApiError(list.error).message : null}
          onRetry={() => void list.refetch()}
        />
        <LateFeeDialog
          academy={editing}
          onClose={() => setEditing(null)}
          onSave={async (lateFee) => {
            if (!editing) return;
            await save.mutateAsync({ data: { academyId: editing.academyId, lateFee } });
            notifySuccess(t.saved, editing.academyName);
          }}
        />
      </Card.Body>
    </Card.Root>
  );
};
