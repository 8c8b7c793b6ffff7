import { apiErrorMessage } from '@academias/shared/api';
import type { ScheduledSend } from '@academias/shared/contract/email-delivery';
import { FormDialog, FormField, Input } from '@academias/shared/ui';
import { useState } from 'react';
import { notifySuccess } from '../../../api/notify.ts';
import { useRescheduleSend } from '../api/scheduled-queries.ts';
import { scheduledTexts as texts } from '../texts.ts';

interface RescheduleDialogProps {
  send: ScheduledSend | null;
  onClose: () => void;
}

/** A new date and hour for a send that has not started (the server refuses a past or impossible one). */
export const RescheduleDialog = ({ send, onClose }: RescheduleDialogProps) => {
  // The parent keys this dialog by the send, so each one opens with its own date and hour.
  const [runAt, setRunAt] = useState(send?.runAt ?? '');
  const [error, setError] = useState<string | null>(null);
  const reschedule = useRescheduleSend();

  const submit = async () => {
    if (!send) return;
    if (!runAt) {
      setError(texts.rescheduleRequired);
      return;
    }
    setError(null);
    try {
      await reschedule.mutateAsync({ id: send.id, runAt });
      notifySuccess(texts.rescheduled);
      onClose();
    } catch (failure) {
      setError(apiErrorMessage(failure));
    }
  };

  return (
    <FormDialog
      open={send !== null}
      onClose={onClose}
      title={texts.rescheduleTitle}
      saving={reschedule.isPending}
      submitLabel={texts.rescheduleSave}
      onSubmit={(e) => {
        e?.preventDefault();
        return submit();
      }}
      size="md"
    >
      <FormField label={texts.rescheduleField} error={error} required>
        <Input
          type="datetime-local"
          value={runAt}
          onChange={(e) => setRunAt(e.target.value)}
          minH="11"
        />
      </FormField>
    </FormDialog>
  );
};
