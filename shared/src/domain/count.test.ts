import { describe, expect, it } from 'vitest';
import { formatClp } from './clp.ts';
import { formatCount } from './count.ts';

const intl = new Intl.NumberFormat('es-CL');

describe('formatCount', () => {
  it('writes whole numbers as Intl.NumberFormat es-CL does, without building one', () => {
    const samples = [0, 1, 7, 999, 1000, 1234, 9999, 10_000, 12_345, 100_000, 999_999, 1_000_000];
    const more = [1_234_567, 987_654_321, Number.MAX_SAFE_INTEGER, -1, -999, -1000, -1_234_567];
    for (const n of [...samples, ...more]) expect(formatCount(n)).toBe(intl.format(n));
  });

  it('leaves numbers with decimals (and what is not a safe integer) to Intl', () => {
    for (const n of [2.5, -1234.75, 0.125, 1e21, Number.NaN, Infinity])
      expect(formatCount(n)).toBe(intl.format(n));
  });

  it('groups as formatClp does', () => {
    expect(formatCount(1_250_000)).toBe('1.250.000');
    expect(formatClp(1_250_000)).toBe('$1.250.000');
    expect(formatClp(-4_500)).toBe('-$4.500');
  });
});
