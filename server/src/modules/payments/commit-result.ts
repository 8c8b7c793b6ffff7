import type { CommitResult } from '@academias/shared/contract/portal';
import { eq } from 'drizzle-orm';
import { charges } from '../../db/schema/charges.ts';
import { documents, paymentItems } from '../../db/schema/payments.ts';
import { loadIssuer } from '../documents/issuer.ts';
import type { Db } from '../../db/db-handle.ts';
import type { PaymentRow } from './payment-rows.ts';
import { REASON_TIMEOUT } from './payments-context.ts';

/** Webpay's payment type codes, as the result page names them. */
export const PAYMENT_TYPES: Record<string, string> = {
  VD: 'Venta Débito',
  VN: 'Venta Normal (crédito)',
  VC: 'Venta en cuotas',
  SI: '3 cuotas sin interés',
  S2: '2 cuotas sin interés',
  NC: 'Cuotas sin interés',
  VP: 'Venta Prepago',
};

const outcomeOf = (payment: PaymentRow): CommitResult['outcome'] => {
  switch (payment.state) {
    case 'autorizada':
      return 'aprobado';
    case 'rechazada':
      return 'rechazado';
    case 'anulada':
      return payment.annulReason === REASON_TIMEOUT ? 'tiempo_agotado' : 'anulado';
    default:
      return 'por_confirmar';
  }
};

const MESSAGES: Record<CommitResult['outcome'], string> = {
  aprobado: 'Pago aprobado. Te enviamos el comprobante por correo.',
  rechazado:
    'El pago fue rechazado por el banco emisor. No se realizó ningún cargo; puedes intentarlo de nuevo con otra tarjeta.',
  anulado: 'El pago fue anulado y no se realizó ningún cargo. Tus cobros siguen pendientes.',
  tiempo_agotado:
    'Se agotó el tiempo para pagar en Webpay. No se realizó ningún cargo; puedes intentarlo de nuevo.',
  por_confirmar:
    'Estamos confirmando tu pago con Transbank. No vuelvas a pagar: en unos minutos verás el resultado en esta misma página o en tu correo.',
};

/** What the result page shows for a payment; the same answer however many times it is asked. */
export const buildCommitResult = async (db: Db, payment: PaymentRow): Promise<CommitResult> => {
  const outcome = outcomeOf(payment);
  const approved = outcome === 'aprobado';
  const items = await db
    .select({
      chargeId: paymentItems.chargeId,
      description: charges.description,
      period: charges.period,
      amount: paymentItems.amount,
      isOneOff: charges.isOneOff,
    })
    .from(paymentItems)
    .innerJoin(charges, eq(charges.id, paymentItems.chargeId))
    .where(eq(paymentItems.paymentId, payment.id))
    .orderBy(paymentItems.id);
  const [document] = approved
    ? await db.select().from(documents).where(eq(documents.paymentId, payment.id))
    : [];
  const { issuer } = await loadIssuer(db);
  // A refunded payment was authorised first: its message must say the money goes back.
  const message =
    outcome === 'anulado' && payment.annulReason && payment.annulReason.includes('reembolsado')
      ? `${payment.annulReason}. El cargo en tu tarjeta se reversa; no debes hacer nada.`
      : MESSAGES[outcome];
  return {
    outcome,
    message,
    buyOrder: payment.buyOrder,
    amount: payment.amount,
    commerceName: issuer.name,
    authorizationCode: approved ? payment.authorizationCode : null,
    transactionDate: payment.transactionDate?.toISOString() ?? null,
    paymentTypeCode: approved ? payment.paymentTypeCode : null,
    paymentType:
      approved && payment.paymentTypeCode
        ? (PAYMENT_TYPES[payment.paymentTypeCode] ?? payment.paymentTypeCode)
        : null,
    installmentsNumber: approved ? payment.installmentsNumber : null,
    cardLast4: approved ? payment.cardLast4 : null,
    items: items.map((i) => ({
      chargeId: i.chargeId,
      description: i.description,
      period: i.isOneOff ? null : i.period,
      amount: i.amount,
    })),
    document: document
      ? {
          id: document.id,
          type: document.type,
          folio: document.folio,
          pdfUrl: `/api/v1/generatePDF/?documentId=${document.id}&token=${payment.token}`,
        }
      : null,
  };
};
