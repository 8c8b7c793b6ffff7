import { discountCategoryLabel } from '@academias/shared/contract/discounts-labels';
import type { Discount } from '@academias/shared/contract/discounts';
import { formatClp, formatDate } from '@academias/shared/format';
import {
  Button,
  DataTable,
  DetailDialog,
  Flex,
  RowActions,
  Stack,
  Text,
  wholeTableProps,
  type DataColumn,
} from '@academias/shared/ui';
import { useState } from 'react';
import { notifySuccess } from '../../../api/notify.ts';
import { useEndDiscount, useEnrolmentDiscounts, useSaveDiscount } from '../api/discount-queries.ts';
import { toSaveDiscountBody } from '../discount-form-schema.ts';
import { planTexts } from '../plan-texts.ts';
import { DiscountFormDialog } from './discount-form-dialog.tsx';
import { EndDiscountDialog } from './end-discount-dialog.tsx';

const t = planTexts.discounts;

const amountOf = (d: Discount) =>
  `${discountCategoryLabel[d.category]} ${d.kind === 'porcentaje' ? `${d.value} %` : formatClp(d.value)}`;

/** A student's discounts and scholarships in one plan: history, add one, end one (admin). */
export const EnrolmentDiscountsDialog = ({
  enrolmentId,
  onClose,
}: {
  enrolmentId: number | null;
  onClose: () => void;
}) => {
  const history = useEnrolmentDiscounts(enrolmentId);
  const save = useSaveDiscount();
  const end = useEndDiscount();
  const [adding, setAdding] = useState(false);
  const [ending, setEnding] = useState<Discount | null>(null);
  const data = history.data;

  const columns: DataColumn<Discount>[] = [
    { key: 'kind', header: t.columns.kind, card: 'title', cell: amountOf },
    { key: 'reason', header: t.columns.reason, truncate: true, cell: (d) => d.reason },
    { key: 'from', header: t.columns.from, cell: (d) => formatDate(d.validFrom) },
    {
      key: 'until',
      header: t.columns.until,
      cell: (d) => (d.validUntil ? formatDate(d.validUntil) : t.open),
    },
    { key: 'by', header: t.columns.by, hideOnMobile: true, cell: (d) => d.createdByName ?? '—' },
    {
      key: 'actions',
      header: 'Acciones',
      cell: (d) => (
        <RowActions
          rowLabel={`${amountOf(d)} desde ${formatDate(d.validFrom)}`}
          actions={[{ label: t.end, onSelect: () => setEnding(d) }]}
        />
      ),
    },
  ];

  return (
    <DetailDialog
      open={enrolmentId !== null}
      onClose={onClose}
      title={t.title(data?.studentName ?? '')}
      nested={
        <>
          {data && enrolmentId !== null && (
            <DiscountFormDialog
              open={adding}
              listPrice={data.listPrice}
              onClose={() => setAdding(false)}
              onSave={async (form) => {
                const saved = await save.mutateAsync(toSaveDiscountBody(enrolmentId, form));
                notifySuccess(
                  t.saved,
                  saved.adjustedCharges > 0
                    ? t.savedAdjusted(saved.adjustedCharges)
                    : amountOf(saved.discount),
                );
              }}
            />
          )}
          <EndDiscountDialog
            discount={ending}
            onClose={() => setEnding(null)}
            onEnd={async (validUntil) => {
              if (!ending) return;
              await end.mutateAsync({ data: { id: ending.id, validUntil } });
              notifySuccess(t.ended, amountOf(ending));
            }}
          />
        </>
      }
    >
      <Stack gap="4">
        <Flex gap="3" wrap="wrap" align="center" justify="space-between">
          <Text color="fg.muted">
            {data ? t.listPrice(formatClp(data.listPrice), data.planName) : ''}
          </Text>
          <Button size="sm" onClick={() => setAdding(true)} disabled={!data}>
            {t.add}
          </Button>
        </Flex>
        <DataTable
          caption={t.historyCaption}
          columns={columns}
          rowKey={(d) => d.id}
          {...wholeTableProps(history, data?.items)}
          emptyText={t.empty}
        />
      </Stack>
    </DetailDialog>
  );
};
