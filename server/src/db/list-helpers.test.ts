import { describe, expect, it } from 'vitest';
import { likePattern, rutSearch } from './list-helpers.ts';

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
