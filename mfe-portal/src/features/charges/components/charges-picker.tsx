import type { PortalCharge } from '@academias/shared/contract/portal';
import { ButtonSpinner } from '../../../ui/busy.tsx';
import { allChargesSelected, canPay, type Selection } from '../charge-selection.ts';
import { holdTexts } from '../hold-texts.ts';
import { ChargeOption } from './charge-option.tsx';

interface ChargesPickerProps {
  /** Whose charges these are (`María G.`), for the legend. */
  personName: string;
  charges: readonly PortalCharge[];
  selection: Selection;
  onToggle: (id: number) => void;
  onToggleAll: () => void;
  /** Ends this payer's own payment in progress holding the charge. */
  onRelease: (chargeId: number) => void;
  /** The charge whose release is under way, if any. */
  releasingId: number | null;
}

/** Step 2: the payer ticks the pending charges to pay now. */
export const ChargesPicker = ({
  personName,
  charges,
  selection,
  onToggle,
  onToggleAll,
  onRelease,
  releasingId,
}: ChargesPickerProps) => {
  if (charges.length === 0) {
    return (
      <div className="portal-card portal-empty">
        <h3>No hay cobros pendientes</h3>
        <p className="portal-muted">{personName} está al día. No hay nada que pagar por ahora.</p>
      </div>
    );
  }
  const selectable = charges.filter(canPay);
  const othersCount = charges.length - selectable.length;
  const yoursCount = charges.filter((c) => c.reserved && c.heldByYou).length;
  return (
    <fieldset>
      <legend className="portal-legend">Cobros pendientes de {personName}</legend>
      <p className="portal-hint">
        Marca los cobros que quieres pagar ahora.
        {othersCount > 0 && holdTexts.othersHint(othersCount)}
        {yoursCount > 0 && holdTexts.yoursHint}
      </p>
      {selectable.length > 1 && (
        <label className="portal-select-all">
          <input
            type="checkbox"
            checked={allChargesSelected(selection, selectable)}
            onChange={onToggleAll}
          />
          Seleccionar todos ({selectable.length})
        </label>
      )}
      <ul className="portal-options">
        {charges.map((charge) => (
          <li key={charge.id}>
            <ChargeOption charge={charge} checked={selection.has(charge.id)} onToggle={onToggle} />
            {charge.reserved && charge.heldByYou && (
              <button
                type="button"
                className="portal-button portal-outline portal-release"
                aria-label={holdTexts.releaseLabel(charge.description)}
                aria-busy={releasingId === charge.id}
                disabled={releasingId !== null}
                onClick={() => onRelease(charge.id)}
              >
                {releasingId === charge.id && <ButtonSpinner />}
                {holdTexts.release}
              </button>
            )}
          </li>
        ))}
      </ul>
    </fieldset>
  );
};
