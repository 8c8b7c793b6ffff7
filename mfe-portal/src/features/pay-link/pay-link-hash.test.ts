import { describe, expect, it } from 'vitest';
import { payLinkTokenFrom } from './pay-link-hash.ts';

describe('payLinkTokenFrom', () => {
  it('reads the token after #enlace= and nothing else', () => {
    expect(payLinkTokenFrom('#enlace=p1.a.b.xyz')).toBe('p1.a.b.xyz');
    expect(payLinkTokenFrom('enlace=p1.a.b.xyz&otro=1')).toBe('p1.a.b.xyz');
    expect(payLinkTokenFrom('')).toBeNull();
    expect(payLinkTokenFrom('#enlace=')).toBeNull();
    expect(payLinkTokenFrom('#resultados')).toBeNull();
  });
});
