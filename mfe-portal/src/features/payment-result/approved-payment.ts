/** An approved payment as the result page shows it (mapped from the commit answer in one place). */
export interface ApprovedPayment {
  buyOrder: string;
  commerceName: string;
  amount: number;
  authorizationCode: string;
  /** ISO timestamp of the transaction. */
  transactionDate: string;
  paymentTypeCode: string | null;
  installments: number | null;
  cardLast4: string | null;
  items: readonly { description: string; period: string | null; amount: number }[];
  /** Where the boleta PDF opens, or null while it is not issued yet. */
  boletaUrl: string | null;
  boletaLabel: string | null;
}

/** Why a payment did not go through; each has its own Spanish explanation. */
export type PaymentProblemKind =
  'rejected' | 'aborted' | 'timeout' | 'form-error' | 'error' | 'none';
