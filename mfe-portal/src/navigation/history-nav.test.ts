import { describe, expect, it } from 'vitest';
import { pageAt, portalAddresses } from './history-nav.tsx';

describe('the standalone portal’s addresses', () => {
  it('keeps the mount it was opened at: the app’s path, /portal/ or the dev server’s root', () => {
    expect(portalAddresses('/client/payments')).toEqual({
      search: '/client/payments',
      result: '/client/payments/result',
    });
    expect(portalAddresses('/portal/result')).toEqual({
      search: '/portal/',
      result: '/portal/result',
    });
    expect(portalAddresses('/result')).toEqual({ search: '/', result: '/result' });
  });

  it('knows its two pages, with or without a trailing slash, and nothing else', () => {
    expect(pageAt('/client/payments')).toBe('search');
    expect(pageAt('/client/payments/')).toBe('search');
    expect(pageAt('/client/payments/result')).toBe('result');
    expect(pageAt('/portal')).toBe('search');
    expect(pageAt('/portal/')).toBe('search');
    expect(pageAt('/portal/result/')).toBe('result');
    expect(pageAt('/portal/otra')).toBeNull();
    expect(pageAt('/portalx')).toBeNull();
  });
});
