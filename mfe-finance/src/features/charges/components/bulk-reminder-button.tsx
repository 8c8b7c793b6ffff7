import { apiErrorMessage, callApi } from '@academias/shared/api';
import type { chargeSelection } from '@academias/shared/contract/reminders';
import { routes } from '@academias/shared/contract/routes';
import { Button, ConfirmDialog, type RowSelection, toaster } from '@academias/shared/ui';
import { useState } from 'react';
import type { z } from 'zod';
import { bulkReminderTexts as texts } from './bulk-reminder-texts.ts';

interface BulkReminderButtonProps {
  selection: RowSelection;
  /** The list's total under its filter ("all N of this filter"). */
  total: number;
  /** getCharges' filters as the list applies them (state/open, academy, plan, period, range, search). */
  filter: NonNullable<z.infer<typeof chargeSelection>['filter']>;
}

/** "Enviar recordatorio" for the ticked charges (or all of the filter): one e-mail per payer, never twice a day. */
export const BulkReminderButton = ({ selection, total, filter }: BulkReminderButtonProps) => {
  const [open, setOpen] = useState(false);
  const count = selection.count(total);
  const send = () =>
    callApi(routes.sendRemindersNow, {
      body: {
        data: {
          charges: selection.allOfFilter ? { filter } : { ids: [...selection.keys].map(Number) },
        },
      },
    }).then((r) => {
      toaster.create({ type: 'success', title: texts.sent(r) });
      selection.clear();
    });
  return (
    <>
      <Button variant="outline" disabled={count === 0} onClick={() => setOpen(true)}>
        {texts.button(count)}
      </Button>
      <ConfirmDialog
        open={open}
        onOpenChange={setOpen}
        title={texts.title}
        description={texts.confirm(count)}
        confirmLabel={texts.confirmLabel}
        onConfirm={send}
        describeError={apiErrorMessage}
      />
    </>
  );
};
