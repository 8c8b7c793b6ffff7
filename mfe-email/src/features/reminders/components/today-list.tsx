import type { ReminderPayer } from '@academias/shared/contract/reminders';
import { formatClp, formatDate } from '@academias/shared/format';
import {
  Badge,
  Button,
  ConfirmDialog,
  type DataColumn,
  DataTable,
  HStack,
  SearchInput,
  Stack,
  Text,
  tableQueryProps,
} from '@academias/shared/ui';
import { useState } from 'react';
import { notifyError, notifySuccess } from '../../../api/notify.ts';
import { useRemindersToday, useRunReminders } from '../api/reminder-queries.ts';
import { texts } from '../texts.ts';

const pageSize = 20;

/** Who gets what today, before or after turning the schedule on; "send today's now". */
export const TodayList = () => {
  const [page, setPage] = useState(1);
  const [search, setSearch] = useState('');
  const [confirming, setConfirming] = useState(false);
  const list = useRemindersToday(page, pageSize, search);
  const run = useRunReminders();

  const columns: DataColumn<ReminderPayer>[] = [
    {
      key: 'payer',
      header: texts.today.payer,
      cell: (p) => (
        <Stack gap="0">
          <Text fontWeight="medium">{p.name}</Text>
          <Text fontSize="sm" color="fg.muted">
            {p.email ?? '—'}
          </Text>
        </Stack>
      ),
    },
    {
      key: 'wards',
      header: texts.today.wards,
      cell: (p) => (
        <Stack gap="1" whiteSpace="normal" minW="14rem">
          {p.wards.map((w) => (
            <Stack key={w.studentId} gap="0">
              <Text fontSize="sm" fontWeight="medium">
                {w.name}
              </Text>
              {w.charges.slice(0, 3).map((c) => (
                <Text key={c.id} fontSize="sm" color="fg.muted">
                  {texts.today.charge(c.description, formatClp(c.amount), formatDate(c.dueDate))}
                </Text>
              ))}
              {w.charges.length > 3 && (
                <Text fontSize="sm" color="fg.muted">
                  {texts.today.more(w.charges.length - 3)}
                </Text>
              )}
            </Stack>
          ))}
        </Stack>
      ),
    },
    { key: 'total', header: texts.today.total, align: 'end', cell: (p) => formatClp(p.total) },
    {
      key: 'status',
      header: texts.today.status,
      cell: (p) => (
        <Badge colorPalette={p.skipReason ? 'orange' : 'green'}>
          {p.skipReason ?? texts.today.willSend}
        </Badge>
      ),
    },
  ];

  const sendable = list.data?.sendable ?? 0;
  return (
    <Stack gap="3">
      <Text color="fg.muted">{texts.today.intro}</Text>
      <HStack justify="space-between" wrap="wrap" gap="2">
        <Text fontWeight="medium">
          {list.data ? texts.today.counts(sendable, list.data.skipped) : ''}
        </Text>
        <Button
          onClick={() => setConfirming(true)}
          loading={run.isPending}
          loadingText={texts.today.running}
        >
          {texts.today.run}
        </Button>
      </HStack>
      <SearchInput
        value={search}
        onChange={(v) => {
          setSearch(v);
          setPage(1);
        }}
        label={texts.today.search}
        maxW="24rem"
      />
      <DataTable
        caption={texts.today.payer}
        columns={columns}
        {...tableQueryProps(list)}
        rowKey={(p) => p.payerId}
        page={page}
        pageSize={pageSize}
        onPageChange={setPage}
        emptyTitle={texts.today.emptyTitle}
        emptyDescription={texts.today.emptyDescription}
      />
      <ConfirmDialog
        open={confirming}
        title={texts.today.runConfirmTitle}
        description={texts.today.runConfirm(sendable)}
        confirmLabel={texts.today.run}
        onOpenChange={setConfirming}
        onConfirm={() =>
          run.mutateAsync(undefined).then(
            (r) => notifySuccess(texts.today.ran(r)),
            (e: unknown) => notifyError(texts.today.runError, e),
          )
        }
      />
    </Stack>
  );
};
