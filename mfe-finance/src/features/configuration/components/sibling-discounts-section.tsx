import type {
  AcademySiblingDiscounts,
  SiblingDiscountEntry,
} from '@academias/shared/contract/sibling-discounts';
import { formatClp, formatPeriod, todayInChile } from '@academias/shared/format';
import { Button, ConfirmDialog, Flex, Text, type DataColumn } from '@academias/shared/ui';
import { useState } from 'react';
import { notifyError, notifySuccess } from '../../../api/notify.ts';
import { chargeTexts } from '../../charges/charge-texts.ts';
import {
  useDeleteSiblingDiscount,
  useSaveSiblingDiscount,
  useSiblingDiscounts,
} from '../api/sibling-discount-queries.ts';
import { AcademyRulesSection } from './academy-rules-section.tsx';
import { SiblingDiscountDialog } from './sibling-discount-dialog.tsx';

const t = chargeTexts.siblingDiscounts;

const valueOf = (e: SiblingDiscountEntry | undefined) =>
  !e?.kind || e.value === null ? t.off : e.kind === 'monto' ? formatClp(e.value) : `${e.value} %`;
const since = (e: SiblingDiscountEntry) => formatPeriod(e.validFrom.slice(0, 7));

/** Per academy: the sibling discount (off by default), dated from a month, set in a dialog. */
export const SiblingDiscountsSection = () => {
  const list = useSiblingDiscounts();
  const save = useSaveSiblingDiscount();
  const remove = useDeleteSiblingDiscount();
  const [editing, setEditing] = useState<AcademySiblingDiscounts | null>(null);
  const [deleting, setDeleting] = useState<SiblingDiscountEntry | null>(null);
  const open = `${todayInChile().slice(0, 7)}-01`;
  const columns: DataColumn<AcademySiblingDiscounts>[] = [
    {
      key: 'now',
      header: t.now,
      cell: (r) => valueOf(r.entries.find((e) => e.validFrom <= open)),
    },
    {
      key: 'history',
      header: t.history,
      cell: (r) =>
        r.entries.length === 0
          ? t.never
          : r.entries.map((e) => (
              <Flex key={e.id} gap="2" align="center" wrap="wrap">
                <Text textStyle="sm">{t.entry(since(e), valueOf(e))}</Text>
                {e.editable && (
                  <Button
                    size="xs"
                    variant="ghost"
                    aria-label={t.removeLabel(r.academyName, since(e))}
                    onClick={() => setDeleting(e)}
                  >
                    {t.remove}
                  </Button>
                )}
              </Flex>
            )),
    },
  ];
  return (
    <AcademyRulesSection texts={t} query={list} columns={columns} onEdit={setEditing}>
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(isOpen) => !isOpen && setDeleting(null)}
        title={t.removeTitle}
        description={deleting ? t.removeQuestion(since(deleting), valueOf(deleting)) : ''}
        confirmLabel={t.remove}
        destructive
        onConfirm={async () => {
          if (!deleting) return;
          // a failure is a toast and a rethrow: the dialog stays open for another try
          await remove.mutateAsync(deleting.id).catch((error: unknown) => {
            notifyError(t.removeFailed, error);
            throw error;
          });
          notifySuccess(t.removed);
        }}
      />
      <SiblingDiscountDialog
        academy={editing}
        onClose={() => setEditing(null)}
        onSave={async (data) => {
          if (!editing) return;
          await save.mutateAsync({ data: { academyId: editing.academyId, ...data } });
          notifySuccess(t.saved, editing.academyName);
        }}
      />
    </AcademyRulesSection>
  );
};
