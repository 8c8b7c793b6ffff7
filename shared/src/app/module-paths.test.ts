import { describe, expect, it } from 'vitest';
import { remoteForAppPath } from './module-paths.ts';

describe('module path -> remote (docs/architecture.md)', () => {
  it.each([
    ['dashboard', 'mfe-reports'],
    ['modules/teachers', 'mfe-users'],
    ['modules/students/12', 'mfe-users'],
    ['modules/academies', 'mfe-academies'],
    ['modules/my-academies/3', 'mfe-academies'],
    ['modules/plans', 'mfe-finance'],
    ['modules/expenses', 'mfe-finance'],
    ['modules/view-payments', 'mfe-finance'],
    ['modules/view-dte', 'mfe-finance'],
    ['modules/charges', 'mfe-finance'],
    ['modules/view-charges', 'mfe-finance'],
    ['modules/configuration', 'mfe-finance'],
    ['modules/reports/transbank', 'mfe-reports'],
    ['modules/reports/payouts', 'mfe-reports'],
    ['modules/email', 'mfe-email'],
    ['modules/emails/view', 'mfe-email'],
  ])('%s -> %s', (path, remote) => {
    expect(remoteForAppPath(path)).toBe(remote);
  });

  it('owns nothing else: no prefix match on partial segments, no unknown modules', () => {
    expect(remoteForAppPath('modules/teachersx')).toBeNull();
    expect(remoteForAppPath('modules/unknown')).toBeNull();
    expect(remoteForAppPath('uikit')).toBeNull();
    expect(remoteForAppPath('')).toBeNull();
  });
});
