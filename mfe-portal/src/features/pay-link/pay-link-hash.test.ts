import * as payLinksApi from '@academias/shared/contract/pay-links';
import { describe, expect, it } from 'vitest';
import { PAY_LINK_FRAGMENT, payLinkTokenFrom } from './pay-link-hash.ts';

describe('payLinkTokenFrom', () => {
  it('reads the token after #enlace= and nothing else', () => {
    expect(payLinkTokenFrom('#enlace=p1.a.b.xyz')).toBe('p1.a.b.xyz');
    expect(payLinkTokenFrom('enlace=p1.a.b.xyz&otro=1')).toBe('p1.a.b.xyz');
    expect(payLinkTokenFrom('')).toBeNull();
    expect(payLinkTokenFrom('#enlace=')).toBeNull();
    expect(payLinkTokenFrom('#resultados')).toBeNull();
  });

  it('uses the contract’s fragment name (a literal, so the portal does not load the contract)', () => {
    expect(PAY_LINK_FRAGMENT).toBe(payLinksApi.PAY_LINK_FRAGMENT);
  });
});
