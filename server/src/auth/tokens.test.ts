import { describe, expect, it } from 'vitest';
import { ACCESS_TOKEN_SECONDS, signAccessToken, verifyAccessToken } from './tokens.ts';

const secret = new TextEncoder().encode('secreto-de-prueba-de-32-caracteres!!');
const otherSecret = new TextEncoder().encode('otro-secreto-de-prueba-32-caracteres');

describe('access tokens', () => {
  it('verifies a token, again from memory, and never past its expiry', async () => {
    const now = Date.UTC(2026, 10, 24, 12, 0, 0);
    const { token, expiresAt } = await signAccessToken(
      secret,
      { userId: 7, sessionId: 's-1' },
      now,
    );
    expect(expiresAt.getTime()).toBe(now + ACCESS_TOKEN_SECONDS * 1000);
    expect(await verifyAccessToken(secret, token, now)).toEqual({ userId: 7, sessionId: 's-1' });
    expect(await verifyAccessToken(secret, token, now + 1000)).toEqual({
      userId: 7,
      sessionId: 's-1',
    });
    expect(await verifyAccessToken(secret, token, expiresAt.getTime() - 1)).not.toBeNull();
    expect(await verifyAccessToken(secret, token, expiresAt.getTime())).toBeNull();
    expect(await verifyAccessToken(secret, token, expiresAt.getTime() - 1)).not.toBeNull();
  });

  it('refuses a forged or foreign token even after the genuine one was verified', async () => {
    const now = Date.now();
    const { token } = await signAccessToken(secret, { userId: 7, sessionId: 's-2' }, now);
    expect(await verifyAccessToken(secret, token, now)).not.toBeNull();
    const [header, payload, signature] = token.split('.');
    const otherPayload = Buffer.from(
      JSON.stringify({ ...JSON.parse(Buffer.from(payload!, 'base64url').toString()), sub: '1' }),
    ).toString('base64url');
    expect(
      await verifyAccessToken(secret, `${header}.${otherPayload}.${signature}`, now),
    ).toBeNull();
    expect(
      await verifyAccessToken(secret, `${header}.${payload}.${signature!.slice(0, -2)}xx`, now),
    ).toBeNull();
    expect(await verifyAccessToken(otherSecret, token, now)).toBeNull();
    expect(await verifyAccessToken(secret, 'no-es-un-token', now)).toBeNull();
  });
});
