import { formatClp } from '@academias/shared/format';
import { ButtonSpinner } from '../../../ui/busy.tsx';

interface PaySummaryProps {
  count: number;
  total: number;
  isPaying: boolean;
  onPay: () => void;
  /** The button's text when it is not the usual "Pagar con Webpay" (resuming the payer's own payment). */
  label?: string | undefined;
}

/**
 * Step 3: the total of the ticked charges and the pay button, right under the list (not sticky:
 * a payer has a handful of charges, and a floating bar would cover the last one and the errors).
 */
export const PaySummary = ({ count, total, isPaying, onPay, label }: PaySummaryProps) => (
  <section aria-label="Total a pagar" className="portal-summary">
    <div>
      <p className="portal-muted">
        {count === 0
          ? 'Ningún cobro seleccionado'
          : `${count} ${count === 1 ? 'cobro seleccionado' : 'cobros seleccionados'}`}
      </p>
      <p className="portal-total" aria-live="polite" aria-atomic="true">
        {`Total: ${formatClp(total)}`}
      </p>
    </div>
    <button
      type="button"
      className="portal-button"
      onClick={onPay}
      disabled={count === 0 || isPaying}
      aria-busy={isPaying}
    >
      {isPaying && <ButtonSpinner />}
      {isPaying ? 'Conectando con Webpay…' : (label ?? 'Pagar con Webpay')}
    </button>
  </section>
);
