import { callPortal } from '../../../api/portal-calls.ts';
import { statusOf } from '@academias/shared/api/post-json';
import { useRemoteData } from '../../../api/use-remote-data.ts';
import type { ProviderReturn } from '../provider-return.ts';

/** Returns that carry Webpay's fields, the only ones sent to webpay/commit. */
export type Settled = Exclude<ProviderReturn, { kind: 'none' } | { kind: 'unrecognised' }>;

/** The exact fields Webpay posted back, as webpay/commit takes them. */
export const commitBodyOf = (ret: Settled) => {
  switch (ret.kind) {
    case 'finished':
      return { token_ws: ret.token };
    case 'aborted':
      return { TBK_TOKEN: ret.token, TBK_ORDEN_COMPRA: ret.buyOrder, TBK_ID_SESION: ret.sessionId };
    case 'timeout':
      return { TBK_ORDEN_COMPRA: ret.buyOrder, TBK_ID_SESION: ret.sessionId };
    case 'form-error':
      // token_ws left out on purpose: a form error must never be committed.
      return { TBK_TOKEN: ret.token, TBK_ORDEN_COMPRA: ret.buyOrder, TBK_ID_SESION: ret.sessionId };
  }
};

/**
 * Settles the provider's return once per page (POST webpay/commit), and again only when the
 * payer asks ("Consultar de nuevo"); the server commits once per token anyway and answers a
 * reload or a second tab with the stored result. Retried (twice) only when the answer never
 * arrived (network, 5xx): committing again is safe by design.
 */
export const useCommitWebpayPayment = (ret: ProviderReturn) =>
  useRemoteData(
    ret.kind === 'none' || ret.kind === 'unrecognised' ? null : JSON.stringify(ret),
    () => callPortal('webpayCommit', commitBodyOf(ret as Settled)),
    {
      retry: (failures, error) => {
        const status = statusOf(error);
        return failures <= 2 && (status === null || status >= 500);
      },
    },
  );
