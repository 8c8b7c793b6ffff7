import { createHash, randomBytes, webcrypto } from 'node:crypto';
import { jwtVerify, SignJWT } from 'jose';

export const ACCESS_TOKEN_SECONDS = 15 * 60;
export const REFRESH_TOKEN_DAYS = 30;

export interface AccessClaims {
  userId: number;
  sessionId: string;
}

export const signAccessToken = async (
  secret: Uint8Array,
  claims: AccessClaims,
  now = Date.now(),
): Promise<{ token: string; expiresAt: Date }> => {
  const issuedAt = Math.floor(now / 1000);
  const expiresAt = new Date((issuedAt + ACCESS_TOKEN_SECONDS) * 1000);
  const token = await new SignJWT({ sid: claims.sessionId })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(String(claims.userId))
    .setIssuedAt(issuedAt)
    .setExpirationTime(Math.floor(expiresAt.getTime() / 1000))
    .setIssuer('academias')
    .sign(secret);
  return { token, expiresAt };
};

// jose (WebCrypto) imports a raw secret, or converts a KeyObject, into a CryptoKey on every call
// (~8 % of a list request's CPU, profiled); the CryptoKey is made once per secret instead.
const keys = new WeakMap<Uint8Array, Promise<webcrypto.CryptoKey>>();
const keyOf = (secret: Uint8Array): Promise<webcrypto.CryptoKey> => {
  let key = keys.get(secret);
  if (!key) {
    key = webcrypto.subtle.importKey('raw', secret, { name: 'HMAC', hash: 'SHA-256' }, false, [
      'verify',
    ]);
    keys.set(secret, key);
  }
  return key;
};

/**
 * Tokens already verified, per secret, until they expire: a token's signature does not change, so
 * checking it once is enough (the HMAC through WebCrypto cost ~0.3 ms of a 2.7 ms list call on
 * PGlite). Whether its session still holds is checked per request by loadCurrentUser.
 */
const verified = new WeakMap<
  Uint8Array,
  Map<string, { claims: AccessClaims; expiresAt: number }>
>();
const MAX_VERIFIED = 20_000;

/** The claims of a valid, unexpired token, or null. */
export const verifyAccessToken = async (
  secret: Uint8Array,
  token: string,
  now = Date.now(),
): Promise<AccessClaims | null> => {
  let known = verified.get(secret);
  if (!known) verified.set(secret, (known = new Map()));
  const hit = known.get(token);
  if (hit && hit.expiresAt > now) return hit.claims;
  if (hit) known.delete(token);
  try {
    const { payload } = await jwtVerify(token, await keyOf(secret), {
      algorithms: ['HS256'],
      issuer: 'academias',
      currentDate: new Date(now),
    });
    const userId = Number(payload.sub);
    if (
      !Number.isInteger(userId) ||
      typeof payload.sid !== 'string' ||
      typeof payload.exp !== 'number'
    )
      return null;
    const claims = { userId, sessionId: payload.sid };
    if (known.size >= MAX_VERIFIED) known.clear();
    known.set(token, { claims, expiresAt: payload.exp * 1000 });
    return claims;
  } catch {
    return null;
  }
};

export const newOpaqueToken = (): string => randomBytes(32).toString('base64url');
export const hashToken = (token: string): string =>
  createHash('sha256').update(token).digest('hex');
