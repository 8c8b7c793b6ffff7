/**
 * What a tester's browser does on the simulator's card page, as plain HTTP: used by the tests of
 * the simulator and of the payment flow. Returns the fields the page posts back to return_url.
 */
export type CardAction = 'pay' | 'abort' | 'timeout' | 'formerror';

const hiddenFields = (html: string): Record<string, string> => {
  const fields: Record<string, string> = {};
  for (const match of html.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)">/g)) {
    const [, name, value] = match;
    if (name && value !== undefined && name !== 'action') fields[name] = value;
  }
  return fields;
};

export const submitCardForm = async (
  url: string,
  token: string,
  action: CardAction,
  cardNumber = '',
): Promise<{
  status: number;
  returnUrl: string | null;
  fields: Record<string, string>;
  html: string;
}> => {
  const form = await fetch(url, { method: 'POST', body: new URLSearchParams({ token_ws: token }) });
  const formHtml = await form.text();
  const payAction = /<form id="card" method="post" action="([^"]+)"/.exec(formHtml)?.[1];
  if (!payAction)
    return {
      status: form.status,
      returnUrl: /action="([^"]+)"/.exec(formHtml)?.[1] ?? null,
      fields: hiddenFields(formHtml),
      html: formHtml,
    };
  const payUrl = new URL(payAction.replace(/&#38;/g, '&'), url).toString();
  const response = await fetch(payUrl, {
    method: 'POST',
    body: new URLSearchParams({
      token_ws: token,
      action,
      card_number: cardNumber,
      installments: '1',
    }),
  });
  const html = await response.text();
  const back = /<form id="back" method="post" action="([^"]+)"/.exec(html)?.[1] ?? null;
  return {
    status: response.status,
    returnUrl: back?.replace(/&#38;/g, '&') ?? null,
    fields: hiddenFields(html),
    html,
  };
};
