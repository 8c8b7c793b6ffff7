import { ButtonSpinner } from '../../../ui/busy.tsx';
import { Notice } from '../../../ui/notice.tsx';

interface PaymentPendingProps {
  message: string;
  isChecking: boolean;
  onCheckAgain: () => void;
}

/**
 * Webpay's answer to the commit was lost or late: the server keeps the payment "por confirmar"
 * and settles it from Webpay's status call. The payer must not pay again meanwhile.
 */
export const PaymentPending = ({ message, isChecking, onCheckAgain }: PaymentPendingProps) => (
  <div className="portal-stack">
    <Notice tone="warn" heading title="Estamos confirmando tu pago">
      <p>
        {message} No vuelvas a pagar: si Webpay hizo el cargo, tus cobros quedarán pagados y
        recibirás la boleta por correo.
      </p>
    </Notice>
    <div className="portal-actions">
      <button
        type="button"
        className="portal-button portal-outline"
        disabled={isChecking}
        aria-busy={isChecking}
        onClick={onCheckAgain}
      >
        {isChecking && <ButtonSpinner />}
        {isChecking ? 'Consultando…' : 'Consultar de nuevo'}
      </button>
    </div>
  </div>
);
