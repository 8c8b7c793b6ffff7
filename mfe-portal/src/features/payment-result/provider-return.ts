/**
 * What the provider sent back, read from the result page's query string (the server turns
 * Webpay's POST to the return URL into a page load with the same fields). Webpay Plus returns:
 * - token_ws alone: the payer finished the card form (approved or rejected): commit it;
 * - TBK_TOKEN + TBK_ORDEN_COMPRA + TBK_ID_SESION: the payer aborted ("Anular compra");
 * - TBK_ORDEN_COMPRA + TBK_ID_SESION: the payment form timed out;
 * - token_ws + TBK_TOKEN (+ the others): an error in the payment form.
 * Only the first is ever committed. The server's return route adds `error` instead when the
 * fields match no payment it knows.
 */
export type ProviderReturn =
  | { kind: 'finished'; token: string }
  | { kind: 'aborted'; token: string; buyOrder: string; sessionId: string }
  | { kind: 'timeout'; buyOrder: string; sessionId: string }
  | { kind: 'form-error'; token: string; buyOrder: string; sessionId: string }
  | { kind: 'unrecognised' }
  | { kind: 'none' };

const value = (params: URLSearchParams, name: string): string => (params.get(name) ?? '').trim();

export const readProviderReturn = (params: URLSearchParams): ProviderReturn => {
  const tokenWs = value(params, 'token_ws');
  const tbkToken = value(params, 'TBK_TOKEN');
  const buyOrder = value(params, 'TBK_ORDEN_COMPRA');
  const sessionId = value(params, 'TBK_ID_SESION');
  if (tokenWs && tbkToken) return { kind: 'form-error', token: tbkToken, buyOrder, sessionId };
  if (tokenWs) return { kind: 'finished', token: tokenWs };
  if (tbkToken) return { kind: 'aborted', token: tbkToken, buyOrder, sessionId };
  if (buyOrder) return { kind: 'timeout', buyOrder, sessionId };
  if (value(params, 'error')) return { kind: 'unrecognised' };
  return { kind: 'none' };
};
