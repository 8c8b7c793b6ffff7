import { createHmac, timingSafeEqual } from 'node:crypto';

/** A personal pay link lasts 30 days from when it was made. */
export const PAY_LINK_DAYS = 30;
const DAY_MS = 86_400_000;

export interface PayLinkClaims {
  userId: number;
  /** When the link was made (ms); it expires PAY_LINK_DAYS later. */
  issuedAt: number;
}

// The session key signs access tokens; pay links get their own key derived from it, so a pay-link
// signature can never be presented as anything else.
const keyOf = (secret: Uint8Array) =>
  createHmac('sha256', secret).update('academias/pay-link/v1').digest();

const signatureOf = (secret: Uint8Array, body: string) =>
  createHmac('sha256', keyOf(secret)).update(body).digest().subarray(0, 18).toString('base64url');

/** `p1.<userId base36>.<issuedAt base36>.<signature>`: short enough for an SMS, unguessable without the key. */
export const signPayLink = (secret: Uint8Array, claims: PayLinkClaims): string => {
  const body = `p1.${claims.userId.toString(36)}.${claims.issuedAt.toString(36)}`;
  return `${body}.${signatureOf(secret, body)}`;
};

export const payLinkExpiresAt = (issuedAt: number) => new Date(issuedAt + PAY_LINK_DAYS * DAY_MS);

/** The claims of a token this server signed, or null for anything else (altered, truncated, foreign). */
export const readPayLink = (secret: Uint8Array, token: string): PayLinkClaims | null => {
  const match = /^(p1\.([0-9a-z]{1,10})\.([0-9a-z]{1,12}))\.([A-Za-z0-9_-]{24})$/.exec(token);
  if (!match) return null;
  const [, body = '', user = '', issued = '', signature = ''] = match;
  const expected = Buffer.from(signatureOf(secret, body));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
  const userId = Number.parseInt(user, 36);
  const issuedAt = Number.parseInt(issued, 36);
  if (!Number.isSafeInteger(userId) || userId <= 0 || !Number.isSafeInteger(issuedAt)) return null;
  return { userId, issuedAt };
};
