import { toApiError } from '@academias/shared/api';
import { lazyDialog } from '@academias/shared/app';
import { Button, type RowSelection, toaster } from '@academias/shared/ui';
import { useState } from 'react';
import { useSelectedCharges } from '../api/bulk-payment-queries.ts';
import type { fetchAllCharges } from '../api/charge-queries.ts';
import { bulkPaymentTexts as texts } from './bulk-payment-texts.ts';

// The form (its schema, zod) loads when opened: Pagos Pendientes' first screen has none of it.
const BulkPaymentDialog = lazyDialog(() =>
  import('./bulk-payment-dialog.tsx').then((m) => m.BulkPaymentDialog),
);

interface BulkPaymentButtonProps {
  selection: RowSelection;
  /** The list's total under its filter ("all N of this filter"). */
  total: number;
  /** The list's query without paging: what "all of this filter" loads. */
  filterQuery: Parameters<typeof fetchAllCharges>[0];
}

/** "Registrar pagos" for the ticked charges (or all of the filter): one payment and boleta each. */
export const BulkPaymentButton = ({ selection, total, filterQuery }: BulkPaymentButtonProps) => {
  const [open, setOpen] = useState(false);
  const count = selection.count(total);
  const selected = useSelectedCharges(
    [...selection.keys].map(Number),
    selection.allOfFilter ? filterQuery : null,
    open,
  );
  return (
    <>
      <Button
        variant="outline"
        disabled={count === 0}
        onClick={() => setOpen(true)}
        {...BulkPaymentDialog.preloadProps}
      >
        {texts.button(count)}
      </Button>
      {open && (
        <BulkPaymentDialog
          charges={selected.isFetching ? undefined : selected.data}
          loadError={selected.error ? toApiError(selected.error).message : null}
          onClose={() => setOpen(false)}
          onDone={(result) => {
            toaster.create({ type: 'success', title: texts.done(result) });
            selection.clear();
          }}
        />
      )}
    </>
  );
};
