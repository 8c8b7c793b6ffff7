import { formatClp, formatDateTime, formatPeriod } from '@academias/shared/format';
import { PortalLink } from '../../../navigation/portal-nav.tsx';
import { Notice } from '../../../ui/notice.tsx';
import type { ApprovedPayment } from '../approved-payment.ts';
import { installmentsLabel, paymentTypeLabel } from '../payment-type-label.ts';

const Row = ({ label, value }: { label: string; value: string }) => (
  <div>
    <dt>{label}</dt>
    <dd>{value}</dd>
  </div>
);

/** What Transbank requires a commerce to show after an approved Webpay payment, plus the boleta. */
export const ApprovedReceipt = ({ payment }: { payment: ApprovedPayment }) => (
  <div className="portal-stack">
    <Notice tone="ok" heading title="Pago aprobado">
      <p>
        Tu pago de {formatClp(payment.amount)} fue aprobado y tus cobros quedaron pagados. Si tu
        academia tiene tu correo, también te enviaremos el comprobante.
      </p>
    </Notice>

    <div className="portal-card">
      <h3>Detalle de la transacción</h3>
      <dl className="portal-details">
        <Row label="Orden de compra" value={payment.buyOrder} />
        <Row label="Comercio" value={payment.commerceName} />
        <Row label="Monto pagado" value={formatClp(payment.amount)} />
        <Row label="Código de autorización" value={payment.authorizationCode} />
        <Row label="Fecha y hora" value={formatDateTime(payment.transactionDate)} />
        <Row label="Tipo de pago" value={paymentTypeLabel(payment.paymentTypeCode)} />
        <Row label="Cuotas" value={installmentsLabel(payment.installments)} />
        <Row
          label="Tarjeta"
          value={payment.cardLast4 ? `**** **** **** ${payment.cardLast4}` : 'No informada'}
        />
      </dl>
    </div>

    <div className="portal-card">
      <table className="portal-table">
        <caption>Lo que pagaste</caption>
        <thead>
          <tr>
            <th scope="col">Cobro</th>
            <th scope="col" className="portal-end">
              Monto
            </th>
          </tr>
        </thead>
        <tbody>
          {payment.items.map((item, index) => (
            <tr key={index}>
              <td>
                {item.description}
                {/* Charges often name their month already ("Piano mensual - marzo 2026"). */}
                {item.period && !item.description.includes(formatPeriod(item.period)) && (
                  <span className="portal-muted portal-block">{formatPeriod(item.period)}</span>
                )}
              </td>
              <td className="portal-end">{formatClp(item.amount)}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <td>Total</td>
            <td className="portal-end">{formatClp(payment.amount)}</td>
          </tr>
        </tfoot>
      </table>
    </div>

    <div className="portal-actions">
      {payment.boletaUrl ? (
        <a href={payment.boletaUrl} target="_blank" rel="noopener" className="portal-button">
          Descargar boleta{payment.boletaLabel ? ` ${payment.boletaLabel}` : ''} (PDF)
        </a>
      ) : (
        <p className="portal-muted">La boleta se está emitiendo y te llegará por correo.</p>
      )}
      <PortalLink to="search" className="portal-button portal-outline">
        Volver al portal
      </PortalLink>
    </div>
    <p className="portal-small portal-muted">
      Guarda o imprime esta página como comprobante. Si tienes dudas sobre este pago, contacta a tu
      academia indicando la orden de compra.
    </p>
  </div>
);
