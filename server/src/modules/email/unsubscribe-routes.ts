import type { FastifyInstance, FastifyReply } from 'fastify';
import { sql } from 'drizzle-orm';
import { escapeHtml } from '../../email/merge-fields.ts';
import { readUnsubscribeToken } from '../../email/unsubscribe-token.ts';

const page = (reply: FastifyReply, status: number, title: string, body: string) =>
  reply
    .status(status)
    .type('text/html; charset=utf-8')
    .header(
      'content-security-policy',
      "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'",
    )
    .send(`<!doctype html><html lang="es"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${title}</title><style>body{font-family:system-ui,sans-serif;max-width:32rem;margin:3rem auto;padding:0 1rem;line-height:1.5;color:#1a202c}
button{font:inherit;padding:.6rem 1.2rem;border-radius:.4rem;border:0;background:#3949ab;color:#fff;cursor:pointer}</style></head>
<body><main><h1>${title}</h1>${body}</main></body></html>`);

const invalidLink = (reply: FastifyReply) =>
  page(
    reply,
    400,
    'Enlace no válido',
    '<p>El enlace para darse de baja no es válido o está incompleto.</p>',
  );

/**
 * The public end of the List-Unsubscribe link. GET only shows a confirmation button, because mail
 * scanners follow links; POST (the button, or a mail client's RFC 8058 one-click) records the
 * opt-out. Both are keyed by a signed token, so nobody can unsubscribe another address.
 */
export const registerUnsubscribeRoutes = async (parent: FastifyInstance, secret: string) =>
  parent.register(async (app) => {
    // One-click clients post a form body we do not need; accept it in this scope only.
    for (const type of ['application/x-www-form-urlencoded', 'multipart/form-data', 'text/plain']) {
      app.addContentTypeParser(type, { parseAs: 'string' }, (_request, _body, done) =>
        done(null, undefined),
      );
    }

    app.get<{ Querystring: { token?: string } }>(
      '/api/v1/unsubscribeEmail',
      async (request, reply) => {
        const token = String(request.query.token ?? '');
        const email = readUnsubscribeToken(token, secret);
        if (!email) return invalidLink(reply);
        return page(
          reply,
          200,
          'Dejar de recibir correos',
          `<p>¿Quieres que <strong>${escapeHtml(email)}</strong> deje de recibir los correos masivos de la academia?
       Los comprobantes de tus pagos se seguirán enviando.</p>
       <form method="post" action="?token=${escapeHtml(encodeURIComponent(token))}"><button type="submit">Darme de baja</button></form>`,
        );
      },
    );

    app.post<{ Querystring: { token?: string } }>(
      '/api/v1/unsubscribeEmail',
      async (request, reply) => {
        const email = readUnsubscribeToken(String(request.query.token ?? ''), secret);
        if (!email) return invalidLink(reply);
        await app.db.execute(
          sql`insert into email_opt_outs (email) values (${email}) on conflict (email) do nothing`,
        );
        return page(
          reply,
          200,
          'Listo',
          `<p><strong>${escapeHtml(email)}</strong> ya no recibirá correos masivos de la academia.</p>`,
        );
      },
    );
  });
