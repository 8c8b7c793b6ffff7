import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

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
  /**
   * Who holds the charges this lookup starts paying (hold-tag.ts): one RUT search (kept by its tab
   * while it refreshes), or the payer themselves when they came by their own pay link or login.
   */
  holder: string;
}

const sign = (secret: Uint8Array, payload: string) =>
  createHmac('sha256', secret)
    .update(PURPOSE + payload)
    .digest('base64url');

/** A new RUT search's holder: nobody else (not even another search of the same RUT) shares it. */
export const newSearchHolder = (): string => `r:${randomBytes(12).toString('base64url')}`;

export const signLookupToken = (
  secret: Uint8Array,
  claims: Omit<LookupClaims, 'holder'> & { holder?: string | undefined },
  now = Date.now(),
): string => {
  const payload = Buffer.from(
    JSON.stringify({
      p: claims.payerId,
      u: claims.people,
      h: claims.holder ?? newSearchHolder(),
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
      h?: unknown;
      e?: unknown;
    };
    if (typeof data.e !== 'number' || data.e * 1000 <= now) return null;
    if (
      !Number.isInteger(data.p) ||
      !Array.isArray(data.u) ||
      !data.u.every((id) => Number.isInteger(id)) ||
      typeof data.h !== 'string' ||
      data.h.length === 0
    )
      return null;
    return { payerId: data.p as number, people: data.u as number[], holder: data.h };
  } catch {
    return null;
  }
};
