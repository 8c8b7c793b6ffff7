/**
 * Sends the browser to Webpay the way Transbank asks: a form POST of TBK_TOKEN to url_webpay
 * (a GET would not be accepted by the real service).
 */
export const postToWebpay = ({ token, url }: { token: string; url: string }) => {
  const form = document.createElement('form');
  form.method = 'POST';
  form.action = url;
  const field = document.createElement('input');
  field.type = 'hidden';
  field.name = 'TBK_TOKEN';
  field.value = token;
  form.append(field);
  document.body.append(form);
  form.submit();
};
