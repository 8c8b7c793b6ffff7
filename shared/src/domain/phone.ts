import { parsePhoneNumberFromString } from 'libphonenumber-js/core';
import { chilePhoneMetadata } from './chile-phone-metadata.ts';

/**
 * Chilean phone numbers (issue 18), read and written by libphonenumber-js: the rules of which
 * digits make a mobile (+56 9 XXXX XXXX) or a landline (+56 2 XXXX XXXX, +56 41 XXX XXXX, ...)
 * are Google's libphonenumber metadata, kept up to date by the library, not by us. Only Chile's
 * entry of the library's `min` metadata (lengths and leading digits, no per-type patterns) is
 * bundled (chile-phone-metadata.ts): the front ends import this file through the contract.
 *
 * Stored as E.164 (`+56987654321`); shown as `+56 9 8765 4321`.
 */
export const PHONE_MAX_LENGTH = 30;
/** What a person may type: digits, spaces, `+ ( ) - .`; letters are refused, never dropped. */
const TYPED = /^[+0-9 ().-]*$/;

const parseChilean = (value: string) => {
  const typed = value.trim();
  if (!typed || typed.length > PHONE_MAX_LENGTH || !TYPED.test(typed)) return undefined;
  const parsed = parsePhoneNumberFromString(typed, 'CL', chilePhoneMetadata);
  return parsed?.country === 'CL' && parsed.isValid() ? parsed : undefined;
};

/** The number in E.164 (`+56987654321`), or null when it is not a valid Chilean phone. */
export const normalizePhone = (value: string): string | null => parseChilean(value)?.number ?? null;

export const isValidPhone = (value: string): boolean => parseChilean(value) !== undefined;

// A list shows a phone in every row and again on every render: each number is parsed once.
const shown = new Map<string, string>();
const SHOWN_MAX = 1000;

/** `+56 9 8765 4321`; a number saved before the rule (not a valid phone) is shown as it was typed. */
export const formatPhone = (value: string): string => {
  let text = shown.get(value);
  if (text === undefined) {
    text = parseChilean(value)?.formatInternational() ?? value;
    if (shown.size >= SHOWN_MAX) shown.clear();
    shown.set(value, text);
  }
  return text;
};
