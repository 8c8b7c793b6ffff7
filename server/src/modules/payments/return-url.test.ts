import type { FastifyRequest } from 'fastify';
import { describe, expect, it } from 'vitest';
import { checkReturnUrl, resultPageUrl } from './return-url.ts';

const request = (host: string) => ({ protocol: 'https', host }) as FastifyRequest;

describe('return URL', () => {
  it('with PUBLIC_URL, only that origin is accepted, whatever Host the caller sends', () => {
    const publicUrl = 'https://pagos.academias.cl';
    expect(checkReturnUrl('https://pagos.academias.cl/client/payments/result', request('evil.example'), publicUrl).pathname).toBe('/client/payments/result');
    expect(() => checkReturnUrl('https://evil.example/client/payments/result', request('evil.example'), publicUrl)).toThrow(/misma aplicación/);
    expect(() => checkReturnUrl('https://user:pw@pagos.academias.cl/x', request('pagos.academias.cl'), publicUrl)).toThrow(/misma aplicación/);
    expect(() => checkReturnUrl('javascript:alert(1)', request('pagos.academias.cl'), publicUrl)).toThrow(/misma aplicación/);
  });

  it('without PUBLIC_URL (development), the origin the call came to', () => {
    expect(checkReturnUrl('https://localhost:5173/r', request('localhost:5173'), undefined).host).toBe('localhost:5173');
    expect(() => checkReturnUrl('https://other:5173/r', request('localhost:5173'), undefined)).toThrow(/misma aplicación/);
  });

  it('adds Transbank’s fields to the result page query', () => {
    expect(resultPageUrl('https://a.cl/client/payments/result?x=1', { token_ws: 'abc' })).toBe('https://a.cl/client/payments/result?x=1&token_ws=abc');
  });
});
