import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import * as common from '@zxcvbn-ts/language-common';
import * as spanish from '@zxcvbn-ts/language-es-es';
import { badRequest } from '../http/http-error.ts';

/**
 * The rule for every new password (staff, students, families' invitations and resets), after
 * OWASP ASVS 5 (V6.2) and NIST SP 800-63B: length over composition rules, no password from the
 * lists of common and breached ones, nothing built from the person's own username or RUT. Login
 * does not apply it: existing passwords keep working.
 */
export const MIN_LENGTH = 8;
/** From this length a password only has to be not guessable; shorter ones must be strong. */
export const COMFORTABLE_LENGTH = 12;
export const MAX_LENGTH = 128;

/** zxcvbn scores 0-4; 3 is "safely unguessable" (about 10^8 guesses), 2 "somewhat guessable". */
const MIN_SCORE_SHORT = 3;
const MIN_SCORE_LONG = 2;

// The common list is the breached-passwords corpus zxcvbn ships (passwords-common, with
// diceware); the Spanish dictionaries catch words and names people here choose.
let checker: ZxcvbnFactory | undefined;
const strength = () =>
  (checker ??= new ZxcvbnFactory({
    dictionary: { ...common.dictionary, ...spanish.dictionary },
    graphs: common.adjacencyGraphs,
    translations: spanish.translations,
  }));

/** What the policy knows about the person, so the password cannot be made of it. */
export interface PasswordOwner {
  username?: string | null;
  rut?: string | null;
  names?: (string | null | undefined)[];
}

export type PasswordVerdict = { ok: true } | { ok: false; message: string };

const refuse = (message: string): PasswordVerdict => ({ ok: false, message });

/** Checks a new password; `message` completes "La contraseña ..." in Spanish. */
export const checkPasswordPolicy = (
  password: string,
  owner: PasswordOwner = {},
): PasswordVerdict => {
  const length = [...password].length;
  if (password.trim() === '') return refuse('no puede estar vacía ni ser solo espacios');
  if (length < MIN_LENGTH) return refuse(`debe tener al menos ${MIN_LENGTH} caracteres`);
  if (length > MAX_LENGTH) return refuse(`admite hasta ${MAX_LENGTH} caracteres`);

  const lower = password.toLowerCase();
  const username = owner.username?.trim().toLowerCase();
  if (username && username.length >= 3 && lower.includes(username))
    return refuse('no puede contener tu nombre de usuario');
  const rutDigits = owner.rut?.replace(/[^0-9kK]/g, '').slice(0, -1);
  if (rutDigits && rutDigits.length >= 6 && password.replace(/[.\- ]/g, '').includes(rutDigits))
    return refuse('no puede contener tu RUT');

  const inputs = [username, rutDigits, ...(owner.names ?? [])].filter(
    (v): v is string => !!v && v.length >= 3,
  );
  const result = strength().check(password, inputs);
  const whole = result.sequence.length === 1 ? result.sequence[0] : undefined;
  if (
    whole?.pattern === 'dictionary' &&
    'dictionaryName' in whole &&
    String(whole.dictionaryName).startsWith('passwords')
  ) {
    return refuse('es una de las más usadas o filtradas; elige otra');
  }
  const needed = length < COMFORTABLE_LENGTH ? MIN_SCORE_SHORT : MIN_SCORE_LONG;
  if (result.score < needed) {
    return refuse(
      length < COMFORTABLE_LENGTH
        ? `es fácil de adivinar: usa al menos ${COMFORTABLE_LENGTH} caracteres, por ejemplo varias palabras`
        : 'es fácil de adivinar (repeticiones, secuencias o palabras comunes); prueba con varias palabras',
    );
  }
  return { ok: true };
};

/** The policy as a Spanish 400 naming the field, for handlers that set a password. */
export const assertPasswordPolicy = (
  password: string,
  owner: PasswordOwner,
  field: string,
): void => {
  const verdict = checkPasswordPolicy(password, owner);
  if (!verdict.ok) throw badRequest(`La contraseña ${verdict.message}.`, field);
};
