/**
 * What a cardholder's browser does on the simulator's Oneclick inscription page, as plain HTTP:
 * posts TBK_TOKEN to url_webpay, submits the card form, and returns where the page sends it back.
 */
export const submitInscriptionForm = async (
  urlWebpay: string,
  token: string,
  action: 'pay' | 'abort' | 'timeout',
  cardNumber = '',
): Promise<{ status: number; returnUrl: string | null; fields: Record<string, string> }> => {
  const form = await fetch(urlWebpay, {
    method: 'POST',
    body: new URLSearchParams({ TBK_TOKEN: token }),
  });
  const formHtml = await form.text();
  const payAction = /<form id="card" method="post" action="([^"]+)"/.exec(formHtml)?.[1];
  if (!payAction) return { status: form.status, returnUrl: null, fields: {} };
  const response = await fetch(new URL(payAction, urlWebpay), {
    method: 'POST',
    body: new URLSearchParams({ TBK_TOKEN: token, action, card_number: cardNumber }),
  });
  const html = await response.text();
  const fields: Record<string, string> = {};
  for (const [, name, value] of html.matchAll(
    /<input type="hidden" name="([^"]+)" value="([^"]*)">/g,
  )) {
    if (name && value !== undefined) fields[name] = value;
  }
  const back = /<form id="back" method="post" action="([^"]+)"/.exec(html)?.[1] ?? null;
  return { status: response.status, returnUrl: back?.replace(/&#38;/g, '&') ?? null, fields };
};
