import type { CommitResult } from '@academias/shared/contract/portal';
import type { ApprovedPayment, PaymentProblemKind } from './approved-payment.ts';
import type { ProviderReturn } from './provider-return.ts';

export type CommitView =
  | { kind: 'approved'; payment: ApprovedPayment }
  | { kind: 'pending'; message: string }
  /** The server's message is not repeated: each problem has its own fuller text (problem-texts.ts). */
  | { kind: 'problem'; problem: PaymentProblemKind };

/** What the result page shows for the server's answer to webpay/commit. */
export const commitView = (result: CommitResult, ret: ProviderReturn): CommitView => {
  switch (result.outcome) {
    case 'aprobado':
      return {
        kind: 'approved',
        payment: {
          buyOrder: result.buyOrder ?? '',
          commerceName: result.commerceName,
          amount: result.amount ?? result.items.reduce((sum, i) => sum + i.amount, 0),
          authorizationCode: result.authorizationCode ?? '',
          transactionDate: result.transactionDate ?? '',
          paymentTypeCode: result.paymentTypeCode,
          installments: result.installmentsNumber,
          cardLast4: result.cardLast4,
          items: result.items,
          boletaUrl: result.document?.pdfUrl ?? null,
          boletaLabel: result.document ? `N° ${result.document.folio}` : null,
        },
      };
    case 'por_confirmar':
      return { kind: 'pending', message: result.message };
    case 'rechazado':
      return { kind: 'problem', problem: 'rejected' };
    case 'tiempo_agotado':
      return { kind: 'problem', problem: 'timeout' };
    case 'anulado':
      return { kind: 'problem', problem: ret.kind === 'form-error' ? 'form-error' : 'aborted' };
  }
};
