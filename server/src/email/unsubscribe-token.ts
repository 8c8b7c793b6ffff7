import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * Unsubscribe links carry the address and an HMAC of it, so the public endpoint needs no login and
 * nobody can unsubscribe someone else by guessing. Tokens do not expire: an old e-mail's link must
 * keep working.
 */
const sign = (email: string, secret: string): string =>
  createHmac('sha256', secret).update(`unsubscribe:${email.toLowerCase()}`).digest('base64url');

export const createUnsubscribeToken = (email: string, secret: string): string =>
  `${Buffer.from(email.toLowerCase()).toString('base64url')}.${sign(email, secret)}`;

/** The address the token was made for, or null if it was tampered with. */
export const readUnsubscribeToken = (token: string, secret: string): string | null => {
  const [encoded, signature] = token.split('.');
  if (!encoded || !signature) return null;
  const email = Buffer.from(encoded, 'base64url').toString('utf8');
  const expected = Buffer.from(sign(email, secret));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
  return email;
};
