import { useEffect, useMemo } from 'react';
import { errorMessage } from '@academias/shared/api/post-json';
import { useCommitWebpayPayment } from '../../features/payment-result/api/use-commit-webpay-payment.ts';
import { commitView } from '../../features/payment-result/commit-view.ts';
import { ApprovedReceipt } from '../../features/payment-result/components/approved-receipt.tsx';
import { PaymentPending } from '../../features/payment-result/components/payment-pending.tsx';
import { PaymentProblem } from '../../features/payment-result/components/payment-problem.tsx';
import { readProviderReturn } from '../../features/payment-result/provider-return.ts';
import { resultTitle } from '../../features/payment-result/result-title.ts';
import { Busy } from '../../ui/busy.tsx';
import { usePortalNav } from '../../navigation/portal-nav.tsx';

/**
 * `/client/payments/result`: where Webpay sends the payer back. Settles the return with
 * webpay/commit and shows the outcome. A reload or a second visit asks again and gets the
 * stored result from the server: nothing is charged or committed twice.
 */
export default function PaymentResultPage() {
  const { search } = usePortalNav();
  const ret = useMemo(() => readProviderReturn(new URLSearchParams(search)), [search]);
  const commit = useCommitWebpayPayment(ret);
  const view = commit.data ? commitView(commit.data, ret) : null;
  const isPending = !commit.data && !commit.isError;

  const title = resultTitle(ret, view, commit.isError);
  useEffect(() => {
    document.title = `${title} · Portal de Pagos`;
  }, [title]);

  return (
    <div className="portal-stack">
      <header className="portal-head">
        <h1>Resultado del pago</h1>
      </header>
      {ret.kind === 'none' ? (
        <PaymentProblem kind="none" />
      ) : ret.kind === 'unrecognised' ? (
        <PaymentProblem
          kind="error"
          detail="Webpay devolvió una respuesta que no corresponde a ningún pago iniciado aquí."
        />
      ) : isPending ? (
        <Busy text="Confirmando tu pago con Webpay… No cierres esta página." />
      ) : commit.isError ? (
        <PaymentProblem kind="error" detail={errorMessage(commit.error)} />
      ) : view?.kind === 'approved' ? (
        <ApprovedReceipt payment={view.payment} />
      ) : view?.kind === 'pending' ? (
        <PaymentPending
          message={view.message}
          isChecking={commit.isFetching}
          onCheckAgain={commit.refetch}
        />
      ) : view?.kind === 'problem' ? (
        <PaymentProblem kind={view.problem} />
      ) : null}
    </div>
  );
}
