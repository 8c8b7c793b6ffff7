import type Mail from 'nodemailer/lib/mailer';
import type { emailSendKinds } from '../db/schema/email.ts';
import { htmlToText } from './html-to-text.ts';
import { escapeHtml, renderMergeHtml, renderMergeSubject, type MergeData } from './merge-fields.ts';
import { sanitizeEmailHtml } from './sanitize-email-html.ts';
import { isTransactional } from './transactional.ts';
import { createUnsubscribeToken } from './unsubscribe-token.ts';

export interface MessageInput {
  kind: (typeof emailSendKinds)[number];
  subject: string;
  html: string;
  to: { email: string; name: string };
  merge: MergeData;
  messageId: string;
}

export interface MessageSettings {
  from: string;
  publicUrl: string;
  unsubscribeSecret: string;
}

export const unsubscribeUrl = (email: string, settings: MessageSettings): string =>
  `${settings.publicUrl}/api/v1/unsubscribeEmail?token=${encodeURIComponent(createUnsubscribeToken(email, settings.unsubscribeSecret))}`;

/**
 * The message as it leaves: merge fields filled (escaped), a plain-text part, and for mass e-mail
 * a visible unsubscribe link plus List-Unsubscribe headers (RFC 2369 / RFC 8058 one-click).
 * Payment confirmations and account-access e-mails are transactional: they carry no unsubscribe
 * link because opting out of mass e-mail does not stop receipts or a password link.
 */
export const buildMessage = (
  input: MessageInput,
  settings: MessageSettings,
): Mail.Options & { messageId: string } => {
  const subject = renderMergeSubject(input.subject, input.merge);
  // Sanitised again after merging: a value placed inside an attribute (href="{{nombre}}") must not
  // turn into a javascript: link.
  let html = sanitizeEmailHtml(renderMergeHtml(input.html, input.merge));
  const headers: Record<string, string> = {};
  if (!isTransactional(input.kind)) {
    const url = unsubscribeUrl(input.to.email, settings);
    headers['List-Unsubscribe'] = `<${url}>`;
    headers['List-Unsubscribe-Post'] = 'List-Unsubscribe=One-Click';
    html += `<hr><p style="text-align: center"><small>Recibes este correo porque estás inscrito en una academia. <a href="${escapeHtml(url)}">Dejar de recibir estos correos</a>.</small></p>`;
  }
  return {
    from: settings.from,
    to: { name: input.to.name, address: input.to.email },
    subject,
    html: `<!doctype html><html lang="es"><head><meta charset="utf-8"></head><body>${html}</body></html>`,
    text: htmlToText(html),
    messageId: input.messageId,
    headers,
  };
};
