/** Webpay Plus `payment_type_code` in the words a Chilean card holder knows. */
const LABELS: Record<string, string> = {
  VD: 'Débito',
  VP: 'Prepago',
  VN: 'Crédito (sin cuotas)',
  VC: 'Crédito en cuotas',
  SI: 'Crédito, 3 cuotas sin interés',
  S2: 'Crédito, 2 cuotas sin interés',
  NC: 'Crédito, cuotas sin interés',
};

export const paymentTypeLabel = (code: string | null | undefined): string =>
  code ? (LABELS[code.toUpperCase()] ?? code) : 'No informado';

/** Debit and prepaid cards have no installments: Webpay reports 0, shown as "Sin cuotas". */
export const installmentsLabel = (count: number | null | undefined): string =>
  !count || count <= 1 ? 'Sin cuotas' : `${count} cuotas`;
