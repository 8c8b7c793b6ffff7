/**
 * Sends the browser to the provider's card form. Webpay Plus requires the token to arrive as a
 * POSTed form field `token_ws` at the URL `webpay/create` returned (a GET link is not
 * accepted), so this builds a hidden form and submits it, as Transbank's own integration does.
 */
export const submitToProvider = (
  url: string,
  token: string,
  doc: Document = document,
): HTMLFormElement => {
  const target = new URL(url, doc.baseURI);
  if (target.protocol !== 'https:' && target.protocol !== 'http:') {
    throw new Error('La dirección de pago recibida no es válida.');
  }
  const form = doc.createElement('form');
  form.method = 'POST';
  form.action = target.href;
  form.hidden = true;
  const field = doc.createElement('input');
  field.type = 'hidden';
  field.name = 'token_ws';
  field.value = token;
  form.append(field);
  doc.body.append(form);
  form.submit();
  return form;
};
