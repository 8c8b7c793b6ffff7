import { describe, expect, it } from 'vitest';
import { sumPercents } from './percent-sum.ts';

describe('sumPercents', () => {
  it('adds shares exactly, as the server does', () => {
    expect(sumPercents([33.33, 66.67])).toBe(100);
    expect(sumPercents([0.1, 0.2])).toBe(0.3);
    expect(sumPercents([])).toBe(0);
  });
});
