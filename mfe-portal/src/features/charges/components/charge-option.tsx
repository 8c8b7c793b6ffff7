import type { PortalCharge } from '@academias/shared/contract/portal';
import { formatClp, formatDate, formatPeriod } from '@academias/shared/format';
import { canPay } from '../charge-selection.ts';
import { holdTexts } from '../hold-texts.ts';

interface ChargeOptionProps {
  charge: PortalCharge;
  checked: boolean;
  onToggle: (id: number) => void;
}

/**
 * One pending charge as a large tickable card (the whole card is the label: a big touch
 * target). A charge held by someone else's payment in progress is shown, with the minutes its
 * hold lasts, but cannot be ticked; one held by this payer's own payment can (paying resumes it).
 */
export const ChargeOption = ({ charge, checked, onToggle }: ChargeOptionProps) => (
  <label className="portal-option">
    <input
      type="checkbox"
      value={String(charge.id)}
      checked={checked}
      disabled={!canPay(charge)}
      onChange={() => onToggle(charge.id)}
    />
    <span className="portal-option-body">
      <span className="portal-option-text">
        <strong>{charge.description}</strong>
        {charge.period && (
          <span className="portal-muted">Período: {formatPeriod(charge.period)}</span>
        )}
        <span className="portal-tags">
          {charge.dueDate && (
            <span className="portal-muted">Vence: {formatDate(charge.dueDate)}</span>
          )}
          {charge.overdue && <span className="portal-badge portal-tone-error">Vencido</span>}
          {charge.reserved && (
            <span
              className={`portal-badge ${charge.heldByYou ? 'portal-tone-info' : 'portal-tone-warn'}`}
            >
              {charge.heldByYou
                ? holdTexts.yours(charge.reservedMinutes ?? 0)
                : holdTexts.others(charge.reservedMinutes ?? 0)}
            </span>
          )}
        </span>
      </span>
      <span className="portal-amount">{formatClp(charge.amount)}</span>
    </span>
  </label>
);
