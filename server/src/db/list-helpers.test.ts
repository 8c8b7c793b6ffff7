import { describe, expect, it } from 'vitest';
import { iso, likePattern, rutSearch } from './list-helpers.ts';

describe('rutSearch', () => {
  it('reads a RUT typed whole or in part, with or without dots and hyphen', () => {
    expect(rutSearch('12.345.678-5')).toBe('12345678-5');
    expect(rutSearch('12345678')).toBe('12345678');
    expect(rutSearch(' 16666666-k ')).toBe('16666666-K');
    expect(rutSearch('345')).toBe('345');
  });

  it('is not a RUT search for names, even with digits in them, nor for under three digits', () => {
    expect(rutSearch('Import r365i')).toBeNull();
    expect(rutSearch('Martina 2026')).toBeNull();
    expect(rutSearch('gonz')).toBeNull();
    expect(rutSearch('12')).toBeNull();
    expect(rutSearch('12-k')).toBeNull();
  });
});

describe('likePattern', () => {
  it('escapes the user’s wildcards', () => {
    expect(likePattern('50%_a\\b')).toBe('%50\\%\\_a\\\\b%');
  });
});

describe('iso', () => {
  const byDate = (text: string) => new Date(text).toISOString();

  it('writes PostgreSQL’s UTC text as Date would read it, to the millisecond (truncated)', () => {
    for (const text of [
      '2026-03-01 12:34:56.789123+00',
      '2026-03-01 12:34:56.789999+00',
      '2026-03-01 12:34:56.7+00',
      '2026-03-01 12:34:56.05+00',
      '2026-03-01 12:34:56.0005+00',
      '2026-03-01 12:34:56+00',
      '1999-12-31 23:59:59.999+00',
      '2999-01-01 00:00:00.000001+00',
    ])
      expect(iso(text)).toBe(byDate(text));
  });

  it('reads any other text, offsets and Dates through Date', () => {
    expect(iso('2026-03-01 09:34:56.789123-03')).toBe('2026-03-01T12:34:56.789Z');
    expect(iso('2026-03-01 18:04:56.5+05:30')).toBe('2026-03-01T12:34:56.500Z');
    expect(iso('2026-03-01T12:34:56.789Z')).toBe('2026-03-01T12:34:56.789Z');
    expect(iso(new Date('2026-03-01T12:34:56.789Z'))).toBe('2026-03-01T12:34:56.789Z');
    expect(iso(null)).toBeNull();
  });
});
