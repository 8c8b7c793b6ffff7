import { apiErrorMessage } from '@academias/shared/api';
import { PageHeader, Spinner, Stack, Text } from '@academias/shared/ui';
import { useEffect, useMemo } from 'react';
import { useSearchParams } from '@academias/shared/router';
import { useCommitWebpayPayment } from '../../features/payment-result/api/use-commit-webpay-payment.ts';
import { commitView } from '../../features/payment-result/commit-view.ts';
import { ApprovedReceipt } from '../../features/payment-result/components/approved-receipt.tsx';
import { PaymentPending } from '../../features/payment-result/components/payment-pending.tsx';
import { PaymentProblem } from '../../features/payment-result/components/payment-problem.tsx';
import { readProviderReturn } from '../../features/payment-result/provider-return.ts';
import { resultTitle } from '../../features/payment-result/result-title.ts';

/**
 * `/client/payments/result`: where Webpay sends the payer back. Settles the return with
 * webpay/commit and shows the outcome. A reload or a second visit asks again and gets the
 * stored result from the server: nothing is charged or committed twice.
 */
export default function PaymentResultPage() {
  const [params] = useSearchParams();
  const ret = useMemo(() => readProviderReturn(params), [params]);
  const commit = useCommitWebpayPayment(ret);
  // The search page of this bundle (`/client/payments` or `/portal/`), relative to `result`.
  const home = '..';
  const view = commit.data ? commitView(commit.data, ret) : null;

  const title = resultTitle(ret, view, commit.isError);
  useEffect(() => {
    document.title = `${title} · Portal de Pagos`;
  }, [title]);

  return (
    <Stack gap="6">
      <PageHeader title="Resultado del pago" />
      {ret.kind === 'none' ? (
        <PaymentProblem kind="none" retryTo={home} />
      ) : ret.kind === 'unrecognised' ? (
        <PaymentProblem
          kind="error"
          detail="Webpay devolvió una respuesta que no corresponde a ningún pago iniciado aquí."
          retryTo={home}
        />
      ) : commit.isPending ? (
        <Stack direction="row" align="center" gap="3" role="status" py="6">
          <Spinner size="md" />
          <Text fontSize="lg">Confirmando tu pago con Webpay… No cierres esta página.</Text>
        </Stack>
      ) : commit.isError ? (
        <PaymentProblem kind="error" detail={apiErrorMessage(commit.error)} retryTo={home} />
      ) : view?.kind === 'approved' ? (
        <ApprovedReceipt payment={view.payment} homeTo={home} />
      ) : view?.kind === 'pending' ? (
        <PaymentPending
          message={view.message}
          isChecking={commit.isFetching}
          onCheckAgain={() => void commit.refetch()}
        />
      ) : view?.kind === 'problem' ? (
        <PaymentProblem kind={view.problem} retryTo={home} />
      ) : null}
    </Stack>
  );
}
