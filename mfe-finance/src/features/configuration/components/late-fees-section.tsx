import type { LateFee } from '@academias/shared/contract/academies';
import { formatClp, formatDate } from '@academias/shared/format';
import { useState } from 'react';
import { notifySuccess } from '../../../api/notify.ts';
import { chargeTexts } from '../../charges/charge-texts.ts';
import { useBillingRules } from '../api/configuration-queries.ts';
import { useSaveLateFee } from '../api/late-fee-queries.ts';
import { AcademyRulesSection } from './academy-rules-section.tsx';
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
  return (
    <AcademyRulesSection
      texts={t}
      query={list}
      columns={[{ key: 'rule', header: t.rule, cell: (r) => describe(r.lateFee) }]}
      onEdit={setEditing}
    >
      <LateFeeDialog
        academy={editing}
        onClose={() => setEditing(null)}
        onSave={async (lateFee) => {
          if (!editing) return;
          await save.mutateAsync({ data: { academyId: editing.academyId, lateFee } });
          notifySuccess(t.saved, editing.academyName);
        }}
      />
    </AcademyRulesSection>
  );
};
