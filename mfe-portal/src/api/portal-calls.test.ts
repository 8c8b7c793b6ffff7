import * as payLinksApi from '@academias/shared/contract/pay-links';
import * as portalApi from '@academias/shared/contract/portal';
import { describe, expect, it } from 'vitest';
import { portalPaths } from './portal-calls.ts';

describe('portal paths', () => {
  it('are the contract’s POST paths (literals, so the portal does not load the contract)', () => {
    const contract = {
      getUserByRut: portalApi.getUserByRut,
      webpayCreate: portalApi.webpayCreate,
      webpayRelease: portalApi.webpayRelease,
      webpayCommit: portalApi.webpayCommit,
      openPayLink: payLinksApi.openPayLink,
    };
    for (const [name, endpoint] of Object.entries(contract)) {
      expect(portalPaths[name as keyof typeof portalPaths], name).toBe(endpoint.path);
      expect(endpoint.method, name).toBe('POST');
    }
    expect(Object.keys(portalPaths).sort()).toEqual(Object.keys(contract).sort());
  });
});
