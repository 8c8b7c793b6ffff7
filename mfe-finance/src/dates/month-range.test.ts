import { describe, expect, it } from 'vitest';
import { monthRange, periodOf } from './month-range.ts';

describe('monthRange', () => {
  it('knows month lengths and leap years', () => {
    expect(monthRange('2026-11')).toEqual({ from: '2026-11-01', to: '2026-11-30' });
    expect(monthRange('2028-02')).toEqual({ from: '2028-02-01', to: '2028-02-29' });
    expect(monthRange('2026-02').to).toBe('2026-02-28');
    expect(periodOf('2026-11-22')).toBe('2026-11');
  });
});
