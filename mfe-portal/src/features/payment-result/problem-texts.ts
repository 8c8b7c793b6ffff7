import type { PaymentProblemKind } from './approved-payment.ts';

interface ProblemText {
  title: string;
  body: string;
}

const NO_CHARGE = 'No se realizó ningún cargo a tu tarjeta y tus cobros siguen pendientes.';

/** What the payer reads for each way a payment can end without being approved. */
export const problemTexts: Record<PaymentProblemKind, ProblemText> = {
  rejected: {
    title: 'El pago fue rechazado',
    body: `Webpay o el banco emisor rechazó la transacción. ${NO_CHARGE} Puedes intentarlo de nuevo con otra tarjeta.`,
  },
  aborted: {
    title: 'Anulaste el pago',
    body: `Cancelaste el pago en Webpay antes de terminar. ${NO_CHARGE}`,
  },
  timeout: {
    title: 'Se agotó el tiempo para pagar',
    body: `El formulario de pago de Webpay expiró antes de completarse. ${NO_CHARGE}`,
  },
  'form-error': {
    title: 'Hubo un error en el formulario de pago',
    body: `Webpay informó un error mientras completabas el pago. ${NO_CHARGE}`,
  },
  error: {
    title: 'No pudimos confirmar tu pago',
    body: 'Ocurrió un problema al confirmar el pago con Webpay. Si se hizo un cargo, lo verificaremos automáticamente y tus cobros quedarán pagados; no vuelvas a pagar sin revisar antes tus cobros pendientes.',
  },
  none: {
    title: 'No hay un pago que mostrar',
    body: 'Esta página muestra el resultado de un pago hecho en el portal. Para pagar, busca tus cobros con tu RUT.',
  },
};
