import { describe, expect, it } from 'vitest';
import { formatClp, parseClp } from './clp.ts';
import { formatDate, formatPeriod, todayInChile } from './chile-dates.ts';
import minMetadata from 'libphonenumber-js/metadata.min.json';
import { chilePhoneMetadata } from './chile-phone-metadata.ts';
import { formatPhone, isValidPhone, normalizePhone } from './phone.ts';
import { cleanRut, formatRut, isValidRut, normalizeRut, rutCheckDigit } from './rut.ts';

describe('rut', () => {
  it('computes the check digit, including K and 0', () => {
    expect(rutCheckDigit('11111111')).toBe('1');
    expect(rutCheckDigit('12345678')).toBe('5');
    expect(rutCheckDigit('10000013')).toBe('K');
    expect(rutCheckDigit('7000004')).toBe('0');
  });
  it('validates with or without dots and dash', () => {
    expect(isValidRut('12.345.678-5')).toBe(true);
    expect(isValidRut('12345678-5')).toBe(true);
    expect(isValidRut('123456785')).toBe(true);
    expect(isValidRut('10.000.013-k')).toBe(true);
    expect(isValidRut('12.345.678-9')).toBe(false);
    expect(isValidRut('abc')).toBe(false);
    expect(isValidRut('')).toBe(false);
    expect(isValidRut('1-9')).toBe(false);
  });
  it('normalises and formats', () => {
    expect(normalizeRut('12.345.678-5')).toBe('12345678-5');
    expect(normalizeRut('10000013k')).toBe('10000013-K');
    expect(formatRut('123456785')).toBe('12.345.678-5');
    expect(formatRut('1234')).toBe('123-4');
    expect(formatRut('1')).toBe('1');
  });
});

describe('clp', () => {
  it('formats whole pesos with dots', () => {
    expect(formatClp(12345)).toBe('$12.345');
    expect(formatClp(0)).toBe('$0');
    expect(formatClp(1234567)).toBe('$1.234.567');
    expect(formatClp(-5000)).toBe('-$5.000');
  });
  it('parses back', () => {
    expect(parseClp('$12.345')).toBe(12345);
    expect(parseClp('12,5')).toBeNull();
  });
});

describe('dates', () => {
  it('formats calendar dates as dd-mm-yyyy', () => {
    expect(formatDate('2026-03-01')).toBe('01-03-2026');
    expect(formatDate(null)).toBe('');
  });
  it('writes every calendar date as the day it is in Chile, without a formatter', () => {
    const chile = new Intl.DateTimeFormat('es-CL', {
      timeZone: 'America/Santiago',
      day: '2-digit',
      month: '2-digit',
      year: 'numeric',
    });
    // Four years, across Chile's daylight-saving changes and a leap day.
    for (let t = Date.UTC(2024, 0, 1); t < Date.UTC(2028, 0, 1); t += 86_400_000) {
      const iso = new Date(t).toISOString().slice(0, 10);
      const p = chile.formatToParts(new Date(`${iso}T12:00:00Z`));
      const part = (type: string) => p.find((x) => x.type === type)?.value;
      expect(formatDate(iso)).toBe(`${part('day')}-${part('month')}-${part('year')}`);
    }
  });
  it('uses Chile time for instants', () => {
    // 02:00 UTC on 1 March is still 28 February in Santiago (UTC-3)
    expect(formatDate(new Date('2026-03-01T02:00:00Z'))).toBe('28-02-2026');
    expect(todayInChile(new Date('2026-03-01T02:00:00Z'))).toBe('2026-02-28');
  });
  it('names periods in Spanish', () => {
    expect(formatPeriod('2026-03')).toBe('marzo 2026');
  });
});

describe('phone', () => {
  it("bundles Chile's entry of the installed library's min metadata, unchanged", () => {
    const full = minMetadata as unknown as typeof chilePhoneMetadata;
    const expected = {
      version: full.version,
      country_calling_codes: { 56: full.country_calling_codes['56'] },
      countries: { CL: full.countries.CL },
      nonGeographic: {},
    };
    // On a library upgrade that changes Chile's rules: paste this into chile-phone-metadata.ts.
    expect(chilePhoneMetadata, JSON.stringify(expected)).toEqual(expected);
  });
  it('accepts Chilean mobiles and landlines however they are typed', () => {
    for (const typed of ['+56 9 8765 4321', '987654321', '9 8765 4321', '56987654321']) {
      expect(isValidPhone(typed)).toBe(true);
      expect(normalizePhone(typed)).toBe('+56987654321');
    }
    expect(normalizePhone('(2) 2345-6789')).toBe('+56223456789');
    expect(normalizePhone('41 222 3333')).toBe('+56412223333');
  });
  it('refuses what is not a Chilean phone', () => {
    for (const typed of ['fono 123', '12345', '9 8765 432', '+56 9 8765 43210', '22 2345 6789']) {
      expect(isValidPhone(typed)).toBe(false);
    }
    expect(isValidPhone('+54 9 11 1234 5678')).toBe(false);
    expect(isValidPhone('tel 987654321')).toBe(false);
    expect(isValidPhone('1'.repeat(31))).toBe(false);
    expect(normalizePhone('')).toBeNull();
  });
  it('shows a phone in the Chilean international format, an old one as it was typed', () => {
    expect(formatPhone('+56987654321')).toBe('+56 9 8765 4321');
    expect(formatPhone('+56 2 2231 4455')).toBe('+56 2 2231 4455');
    expect(formatPhone('+56412223333')).toBe('+56 41 222 3333');
    expect(formatPhone('anexo 12')).toBe('anexo 12');
  });
});

describe('cleanRut', () => {
  it('keeps only the digits and an upper-case check digit', () => {
    expect(cleanRut(' 12.345.678-k ')).toBe('12345678K');
  });
});
