import { describe, expect, it } from 'vitest';
import { onDemandSingletons, sharedSingletons } from '../../../../tooling/federation.ts';
import { singletonModules } from './provide-singletons.ts';

describe('the singletons the shell provides to its remotes', () => {
  it('are every shared and on-demand singleton the remotes consume, no more', () => {
    expect(Object.keys(singletonModules).sort()).toEqual(
      [...sharedSingletons, ...Object.keys(onDemandSingletons)].sort(),
    );
  });

  it('are the very modules the shell runs (one React, one kit, one session)', async () => {
    const [, loadUi] = singletonModules['@academias/shared/ui'];
    const [, loadSession] = singletonModules['@academias/shared/session'];
    expect(await loadUi()).toBe(await import('@academias/shared/ui'));
    expect(await loadSession()).toBe(await import('@academias/shared/session'));
  });
});
