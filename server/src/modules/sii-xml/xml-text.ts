import { escapeMarkup } from '../../sii-protocol/wire-format.ts';

/**
 * Small helpers to write SII XML by hand. Documents are written without any whitespace between
 * tags: the SII flattens the timbre's DD before checking its signature, and a document with no
 * formatting whitespace canonicalises the same wherever it is parsed.
 */

/** Escapes text for element content and drops characters ISO-8859-1 cannot carry. */
export const escapeXml = (value: string): string =>
  escapeMarkup(
    value
      // Typographic dashes and quotes have no ISO-8859-1 code: write their plain equivalents.
      .replace(/[\u2013\u2014]/g, '-')
      .replace(/[\u2018\u2019]/g, "'")
      .replace(/[\u201C\u201D]/g, '"')
      // eslint-disable-next-line no-control-regex
      .replace(/[\u0000-\u0008\u000B\u000C\u000E-\u001F]/g, '')
      // eslint-disable-next-line no-control-regex
      .replace(/[^\u0000-\u00FF]/g, '?'),
  );

/** Cuts text to the schema's maximum length (counted in characters, as the SII does). */
export const fit = (value: string, max: number): string => value.trim().slice(0, max);

/** `<name>escaped text</name>`, or nothing when the value is empty/undefined (optional element). */
export const el = (name: string, value: string | number | undefined | null): string =>
  value === undefined || value === null || value === ''
    ? ''
    : `<${name}>${escapeXml(String(value))}</${name}>`;

/** `<name>...children already XML...</name>`. */
export const node = (name: string, ...children: string[]): string =>
  `<${name}>${children.join('')}</${name}>`;

/** RUT as the SII writes it: `76123456-K` (no dots, upper-case K). */
export const siiRut = (rut: string): string => {
  const raw = rut.replace(/[^0-9kK]/g, '').toUpperCase();
  return `${Number(raw.slice(0, -1))}-${raw.slice(-1)}`;
};

/** Local date-time in Chile without offset (`2026-03-01T10:15:00`), the SII's timestamp format. */
export const siiTimestamp = (at: Date): string => {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone: 'America/Santiago',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(at);
  const get = (type: string) => parts.find((p) => p.type === type)?.value ?? '00';
  return `${get('year')}-${get('month')}-${get('day')}T${get('hour')}:${get('minute')}:${get('second')}`;
};

export const siiDate = (at: Date): string => siiTimestamp(at).slice(0, 10);
