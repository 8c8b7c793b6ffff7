import { describe, expect, it } from 'vitest';
import { createUnsubscribeToken, readUnsubscribeToken } from './unsubscribe-token.ts';

const secret = 'a-secret-of-enough-length';

describe('unsubscribe token', () => {
  it('round-trips the address, case-insensitively', () => {
    expect(readUnsubscribeToken(createUnsubscribeToken('Ana@Example.cl', secret), secret)).toBe(
      'ana@example.cl',
    );
  });

  it('rejects a token for another address, another secret, or garbage', () => {
    const token = createUnsubscribeToken('ana@example.cl', secret);
    const [, signature] = token.split('.');
    const forged = `${Buffer.from('otro@example.cl').toString('base64url')}.${signature}`;
    expect(readUnsubscribeToken(forged, secret)).toBeNull();
    expect(readUnsubscribeToken(token, 'another-secret-of-length')).toBeNull();
    expect(readUnsubscribeToken('nada', secret)).toBeNull();
    expect(readUnsubscribeToken('', secret)).toBeNull();
  });
});
