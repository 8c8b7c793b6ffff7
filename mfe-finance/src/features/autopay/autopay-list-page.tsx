import { apiErrorMessage, toApiError } from '@academias/shared/api';
import { autopayResultLabel } from '@academias/shared/contract/autopay-labels';
import type { AutopayPayer } from '@academias/shared/contract/autopay';
import { formatDate, formatRut } from '@academias/shared/format';
import {
  Badge,
  Button,
  ConfirmDialog,
  DataTable,
  type DataColumn,
  Link,
  PageHeader,
  RowActions,
  ServerExportButton,
  Stack,
  Text,
} from '@academias/shared/ui';
import { Link as RouterLink } from '@academias/shared/router';
import { useState } from 'react';
import { notifyError, notifySuccess } from '../../api/notify.ts';
import { useUrlListParams } from '../../hooks/use-url-list-params.ts';
import { autopayTexts as t } from './autopay-texts.ts';
import { useAutopayList, useRetryAutopay, useRunAutopay } from './use-autopay-list.ts';

const sorts = ['payerName', 'activeFrom'] as const;
const resultPalette = { aprobado: 'green', rechazado: 'red', en_curso: 'gray' } as const;

/** Pago Automático (admin): who pays by card on file, which wards, the next date and the last result. */
export default function AutopayListPage() {
  const listState = useUrlListParams({
    sorts,
    sort: { key: 'payerName', order: 'asc' },
    filters: {},
  });
  const list = useAutopayList(listState.query);
  const run = useRunAutopay();
  const [confirming, setConfirming] = useState(false);
  const retry = useRetryAutopay();
  const [retrying, setRetrying] = useState<AutopayPayer | null>(null);

  const columns: DataColumn<AutopayPayer>[] = [
    {
      key: 'payerName',
      header: t.columns.payer,
      sortable: true,
      cell: (p) => (
        <Stack gap="0">
          <Link asChild>
            <RouterLink to={`/app/modules/students/${p.payerId}`}>{p.payerName}</RouterLink>
          </Link>
          {p.payerRut && (
            <Text fontSize="sm" color="fg.muted">
              {formatRut(p.payerRut)}
            </Text>
          )}
        </Stack>
      ),
    },
    { key: 'card', header: t.columns.card, cell: (p) => t.card(p.card.cardType, p.card.cardLast4) },
    {
      key: 'wards',
      header: t.columns.wards,
      cell: (p) => p.card.wards.map((w) => w.name).join(', '),
    },
    {
      key: 'next',
      header: t.columns.next,
      cell: (p) => (p.card.nextChargeDate ? formatDate(p.card.nextChargeDate) : t.noNext),
    },
    {
      key: 'last',
      header: t.columns.last,
      cell: (p) =>
        p.card.lastResult ? (
          <Badge colorPalette={resultPalette[p.card.lastResult]}>
            {autopayResultLabel[p.card.lastResult]}
          </Badge>
        ) : (
          <Text color="fg.muted">{t.noResult}</Text>
        ),
    },
    {
      key: 'activeFrom',
      header: t.columns.since,
      sortable: true,
      cell: (p) => formatDate(p.card.activeFrom),
    },
    {
      key: 'actions',
      header: t.columns.actions,
      align: 'end',
      alwaysShown: true,
      cell: (p) => (
        <RowActions
          rowLabel={p.payerName}
          actions={
            p.card.lastResult === 'rechazado'
              ? [{ label: t.retryNow, onSelect: () => setRetrying(p) }]
              : []
          }
        />
      ),
    },
  ];

  return (
    <>
      <PageHeader
        title={t.title}
        description={t.description}
        actions={
          <>
            <ServerExportButton
              list="autopay"
              fileName="pago-automatico"
              query={listState.query}
              total={list.data?.total}
            />
            <Button minH="11" onClick={() => setConfirming(true)}>
              {t.runNow}
            </Button>
          </>
        }
      />
      <DataTable
        caption={t.caption}
        columns={columns}
        rows={list.data?.items}
        rowKey={(p) => p.payerId}
        total={list.data?.total ?? 0}
        {...listState.tableProps}
        search={listState.search}
        onSearchChange={listState.setSearch}
        searchPlaceholder={t.search}
        loading={list.isFetching}
        error={list.error ? toApiError(list.error).message : null}
        onRetry={() => void list.refetch()}
        emptyText={listState.search ? t.emptyFiltered : t.empty}
      />
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={t.runConfirmTitle}
        description={t.runConfirmBody}
        confirmLabel={t.runNow}
        onConfirm={async () => {
          const counts = await run.mutateAsync().catch((error: unknown) => {
            notifyError(t.runError, error);
            throw error;
          });
          notifySuccess(t.ranTitle, t.ran(counts));
        }}
      />
      <ConfirmDialog
        open={retrying !== null}
        onOpenChange={(open) => !open && setRetrying(null)}
        title={retrying ? t.retryConfirmTitle(retrying.payerName) : ''}
        description={t.retryConfirmBody}
        confirmLabel={t.retryNow}
        describeError={apiErrorMessage}
        onConfirm={async () => {
          if (!retrying) return;
          const counts = await retry.mutateAsync(retrying.payerId);
          notifySuccess(t.retriedTitle, t.ran(counts));
        }}
      />
    </>
  );
}
