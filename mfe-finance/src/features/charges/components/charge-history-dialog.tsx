import { adjustmentKindLabel } from '@academias/shared/contract/charge-adjustments-labels';
import type { ChargeAdjustment } from '@academias/shared/contract/charge-adjustments';
import type { Charge } from '@academias/shared/contract/charges';
import { formatClp, formatDateTime, formatPeriod } from '@academias/shared/format';
import {
  DataTable,
  DetailDialog,
  Stack,
  Text,
  wholeTableProps,
  type DataColumn,
} from '@academias/shared/ui';
import { useChargeAdjustments } from '../api/adjustment-queries.ts';
import { chargeTexts } from '../charge-texts.ts';
import { ChargeAmountCell } from './charge-amount-cell.tsx';

const t = chargeTexts.history;

const columns: DataColumn<ChargeAdjustment>[] = [
  { key: 'when', header: t.columns.when, card: 'title', cell: (a) => formatDateTime(a.createdAt) },
  { key: 'kind', header: t.columns.kind, cell: (a) => adjustmentKindLabel[a.kind] },
  { key: 'before', header: t.columns.before, align: 'end', cell: (a) => formatClp(a.amountBefore) },
  { key: 'after', header: t.columns.after, align: 'end', cell: (a) => formatClp(a.amountAfter) },
  {
    key: 'credit',
    header: t.columns.credit,
    align: 'end',
    cell: (a) => (a.credit ? formatClp(a.credit) : '—'),
  },
  { key: 'reason', header: t.columns.reason, truncate: true, cell: (a) => a.reason },
  { key: 'by', header: t.columns.by, cell: (a) => a.createdByName ?? '—' },
];

/** What a charge was generated with and every change since (who, when, why). */
export const ChargeHistoryDialog = ({
  charge,
  onClose,
}: {
  charge: Charge | null;
  onClose: () => void;
}) => {
  const history = useChargeAdjustments(charge?.id ?? null);
  return (
    <DetailDialog
      open={charge !== null}
      onClose={onClose}
      title={t.title(charge?.description ?? '')}
    >
      <Stack gap="4">
        {charge && (
          <Stack gap="1" align="flex-start">
            <Text color="fg.muted">
              {charge.studentName} · {charge.academyName} · {formatPeriod(charge.period)}
            </Text>
            <Text fontWeight="semibold">{t.price}</Text>
            <ChargeAmountCell charge={charge} />
          </Stack>
        )}
        <DataTable
          caption={t.caption}
          columns={columns}
          rowKey={(a) => a.id}
          {...wholeTableProps(history, history.data)}
          emptyText={t.empty}
        />
      </Stack>
    </DetailDialog>
  );
};
