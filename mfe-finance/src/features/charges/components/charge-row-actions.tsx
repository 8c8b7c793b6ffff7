import { lazyDialog } from '@academias/shared/app';
import type { Charge } from '@academias/shared/contract/charges';
import { Button, Flex, RowActions } from '@academias/shared/ui';
import { Link as RouterLink } from '@academias/shared/router';
import { useState } from 'react';
import { chargeTexts } from '../charge-texts.ts';
import { ChargeHistoryDialog } from './charge-history-dialog.tsx';

// Correcting or waiving (its schema, zod) loads when chosen: the list has none of it.
const ChargeChangeDialog = lazyDialog(() =>
  import('./correct-charge-dialog.tsx').then((m) => m.ChargeChangeDialog),
);

const isOpen = (c: Charge) => c.state === 'pendiente' || c.state === 'vencido';
/** An open cuota, or a paid charge of a closed month (corrected to less: a credit). */
const canCorrect = (c: Charge) =>
  (isOpen(c) && c.kind === 'cuota') || (c.monthClosed === true && c.state === 'pagado');

/**
 * The actions of a charge in Pagos Pendientes: pay by hand, correct the amount (open charges),
 * waive a late fee, see its history; and the dialogs they open.
 */
export const useChargeRowActions = () => {
  const [history, setHistory] = useState<Charge | null>(null);
  const [change, setChange] = useState<{ charge: Charge; mode: 'corregir' | 'condonar' } | null>(
    null,
  );
  const cell = (c: Charge) => (
    <Flex gap="2" justify="flex-end" wrap="wrap">
      {isOpen(c) && (
        <Button asChild size="xs" variant="outline">
          <RouterLink
            to={`/app/modules/view-payments?studentId=${c.studentId}&chargeId=${c.id}`}
            aria-label={`Registrar pago de ${c.description} de ${c.studentName}`}
          >
            Registrar pago
          </RouterLink>
        </Button>
      )}
      <RowActions
        inline={0}
        rowLabel={`${c.description} de ${c.studentName}`}
        actions={[
          ...(canCorrect(c)
            ? [
                {
                  label: chargeTexts.actions.correct,
                  onSelect: () => setChange({ charge: c, mode: 'corregir' }),
                  onPreload: ChargeChangeDialog.preload,
                },
              ]
            : []),
          ...(isOpen(c) && c.kind === 'recargo'
            ? [
                {
                  label: chargeTexts.actions.waive,
                  danger: true,
                  onSelect: () => setChange({ charge: c, mode: 'condonar' }),
                  onPreload: ChargeChangeDialog.preload,
                },
              ]
            : []),
          { label: chargeTexts.actions.history, onSelect: () => setHistory(c) },
        ]}
      />
    </Flex>
  );
  const dialogs = (
    <>
      <ChargeHistoryDialog charge={history} onClose={() => setHistory(null)} />
      {change && (
        <ChargeChangeDialog
          charge={change.charge}
          mode={change.mode}
          onClose={() => setChange(null)}
        />
      )}
    </>
  );
  return { cell, dialogs };
};
