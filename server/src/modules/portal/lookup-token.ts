import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * A short-lived proof that the caller looked the payer up (by RUT or by a personal pay link): the
 * people whose charges that lookup showed, signed with the app's secret. `webpay/create` requires
 * it, so a stranger cannot hold a family's charges with ids alone, and holds are counted per payer.
 */
export const LOOKUP_TOKEN_SECONDS = 30 * 60;

/** Keeps these signatures apart from every other use of the same secret (pay links, sessions). */
const PURPOSE = 'portal-lookup:';

export interface LookupClaims {
  /** The person of the RUT (or of the pay link). */
  payerId: number;
  /** Whose charges the lookup showed: the payer and their wards. */
  people: number[];
}

const sign = (secret: Uint8Array, payload: string) =>
  createHmac('sha256', secret)
    .update(PURPOSE + payload)
    .digest('base64url');

export const signLookupToken = (
  secret: Uint8Array,
  claims: LookupClaims,
  now = Date.now(),
): string => {
  const payload = Buffer.from(
    JSON.stringify({
      p: claims.payerId,
      u: claims.people,
      e: Math.floor(now / 1000) + LOOKUP_TOKEN_SECONDS,
    }),
  ).toString('base64url');
  return `${payload}.${sign(secret, payload)}`;
};

/** The claims of a valid, unexpired token, or null. */
export const readLookupToken = (
  secret: Uint8Array,
  token: string,
  now = Date.now(),
): LookupClaims | null => {
  const [payload, signature, extra] = token.split('.');
  if (!payload || !signature || extra !== undefined) return null;
  const expected = Buffer.from(sign(secret, payload));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
  try {
    const data = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as {
      p?: unknown;
      u?: unknown;
      e?: unknown;
    };
    if (typeof data.e !== 'number' || data.e * 1000 <= now) return null;
    if (
      !Number.isInteger(data.p) ||
      !Array.isArray(data.u) ||
      !data.u.every((id) => Number.isInteger(id))
    )
      return null;
    return { payerId: data.p as number, people: data.u as number[] };
  } catch {
    return null;
  }
};
