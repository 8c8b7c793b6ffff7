import type { FastifyReply } from 'fastify';

/** Escapes text for HTML content and attribute values. */
export const escapeHtml = (value: string | number): string =>
  String(value).replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

export const page = (title: string, body: string): string => `<!doctype html>
<html lang="es-CL">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<style>
  body { font-family: system-ui, sans-serif; background: #f3f4f6; color: #111827; margin: 0; }
  main { max-width: 26rem; margin: 2rem auto; background: #fff; border-radius: .75rem; padding: 1.5rem; box-shadow: 0 1px 4px #0002; }
  h1 { font-size: 1.25rem; margin: 0 0 1rem; }
  dl { display: grid; grid-template-columns: auto 1fr; gap: .25rem 1rem; }
  dt { color: #4b5563; } dd { margin: 0; font-weight: 600; }
  label { display: block; margin: 1rem 0 .25rem; font-weight: 600; }
  input, select { width: 100%; box-sizing: border-box; padding: .6rem; font-size: 1rem; border: 1px solid #6b7280; border-radius: .4rem; }
  button { width: 100%; margin-top: .75rem; padding: .75rem; font-size: 1rem; border-radius: .4rem; border: 0; cursor: pointer; }
  .pay { background: #b91c1c; color: #fff; } .secondary { background: #e5e7eb; color: #111827; }
  .error { color: #b91c1c; font-weight: 600; } .hint { color: #4b5563; font-size: .875rem; }
  :focus-visible { outline: 3px solid #1d4ed8; outline-offset: 2px; }
</style>
</head>
<body><main>${body}</main></body>
</html>`;

/** The page Transbank shows on return: an auto-submitting POST form to the commerce's return_url. */
export const returnPage = (returnUrl: string, fields: Record<string, string>): string =>
  page(
    'Volviendo al comercio',
    `<h1>Volviendo al comercio…</h1>
<form id="back" method="post" action="${escapeHtml(returnUrl)}">
${Object.entries(fields)
  .map(
    ([name, value]) =>
      `<input type="hidden" name="${escapeHtml(name)}" value="${escapeHtml(value)}">`,
  )
  .join('\n')}
<noscript><button class="pay" type="submit">Continuar</button></noscript>
</form>
<script>document.getElementById('back').submit();</script>`,
  );

export const messagePage = (title: string, message: string): string =>
  page(title, `<h1>${escapeHtml(title)}</h1><p role="alert">${escapeHtml(message)}</p>`);

/** Answers a simulator page: never cached, as Transbank's are not. */
export const sendHtml = (reply: FastifyReply, code: number, body: string) =>
  reply
    .code(code)
    .header('content-type', 'text/html; charset=utf-8')
    .header('cache-control', 'no-store')
    .send(body);

export const sendMessage = (reply: FastifyReply, code: number, title: string, message: string) =>
  sendHtml(reply, code, messagePage(title, message));
