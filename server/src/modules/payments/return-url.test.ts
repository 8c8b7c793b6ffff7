import { describe, expect, it } from 'vitest';
import { checkReturnUrl, resultPageUrl } from './return-url.ts';

describe('return URL', () => {
  it('only the public origin is accepted', () => {
    const publicUrl = 'https://pagos.academias.cl';
    expect(
      checkReturnUrl('https://pagos.academias.cl/client/payments/result', publicUrl).pathname,
    ).toBe('/client/payments/result');
    expect(() => checkReturnUrl('https://evil.example/client/payments/result', publicUrl)).toThrow(
      /misma aplicación/,
    );
    expect(() => checkReturnUrl('https://user:pw@pagos.academias.cl/x', publicUrl)).toThrow(
      /misma aplicación/,
    );
    expect(() => checkReturnUrl('javascript:alert(1)', publicUrl)).toThrow(/misma aplicación/);
  });

  it('without PUBLIC_URL the default http://localhost:$PORT, never another host', () => {
    expect(checkReturnUrl('http://localhost:8080/r', 'http://localhost:8080').host).toBe(
      'localhost:8080',
    );
    expect(() => checkReturnUrl('http://localhost:5173/r', 'http://localhost:8080')).toThrow(
      /misma aplicación/,
    );
  });

  it('adds Transbank’s fields to the result page query', () => {
    expect(resultPageUrl('https://a.cl/client/payments/result?x=1', { token_ws: 'abc' })).toBe(
      'https://a.cl/client/payments/result?x=1&token_ws=abc',
    );
  });
});
