import type { Discount } from '@academias/shared/contract/discounts';
import { todayInChile } from '@academias/shared/format';
import { DateInput, FormDialog, FormField, Text } from '@academias/shared/ui';
import { useState } from 'react';
import { toApiError } from '@academias/shared/api';
import { isRealDate } from '../../../forms/date-text.ts';
import { planTexts } from '../plan-texts.ts';

const t = planTexts.discounts;

interface EndDiscountDialogProps {
  discount: Discount | null;
  onClose: () => void;
  onEnd: (validUntil: string) => Promise<unknown>;
}

/** "Terminar": the last month the discount applies; nothing already generated changes. */
export const EndDiscountDialog = ({ discount, onClose, onEnd }: EndDiscountDialogProps) => {
  const [value, setValue] = useState(todayInChile());
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const close = () => {
    setError(null);
    setValue(todayInChile());
    onClose();
  };
  return (
    <FormDialog
      open={discount !== null}
      onClose={close}
      title={t.endTitle}
      formError={error}
      saving={saving}
      submitLabel={t.endSubmit}
      size="md"
      onSubmit={async (e) => {
        e?.preventDefault();
        if (!isRealDate(value)) {
          setError('Ingresa una fecha válida');
          return;
        }
        setSaving(true);
        try {
          await onEnd(value);
          close();
        } catch (failure) {
          setError(toApiError(failure).message);
        } finally {
          setSaving(false);
        }
      }}
    >
      <Text>{discount?.reason}</Text>
      <FormField label={t.endLabel} helperText={t.endHelp} required>
        <DateInput value={value} onChange={setValue} />
      </FormField>
    </FormDialog>
  );
};
