import { PortalLink } from '../../../navigation/portal-nav.tsx';
import { Notice } from '../../../ui/notice.tsx';
import type { PaymentProblemKind } from '../approved-payment.ts';
import { problemTexts } from '../problem-texts.ts';

interface PaymentProblemProps {
  kind: PaymentProblemKind;
  /** The server's own Spanish message, shown under the general explanation when there is one. */
  detail?: string | null;
}

/** The outcome of a payment that was not approved, and the way back to try again. */
export const PaymentProblem = ({ kind, detail }: PaymentProblemProps) => {
  const text = problemTexts[kind];
  const tone = kind === 'none' ? 'info' : kind === 'error' ? 'warn' : 'error';
  return (
    <div className="portal-stack">
      <Notice tone={tone} heading title={text.title}>
        <p>{text.body}</p>
        {detail && <p className="portal-small">Detalle: {detail}</p>}
      </Notice>
      <div className="portal-actions">
        {/* "Volver a intentar" searches the same RUT again (payments-page.tsx). */}
        <PortalLink to="search" state={{ retry: kind !== 'none' }} className="portal-button">
          {kind === 'none' ? 'Ir al portal de pagos' : 'Volver a intentar'}
        </PortalLink>
      </div>
    </div>
  );
};
