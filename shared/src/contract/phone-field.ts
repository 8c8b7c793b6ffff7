import { z } from 'zod';
import { isValidPhone, normalizePhone, PHONE_MAX_LENGTH } from '../domain/phone.ts';

/**
 * A Chilean phone, mobile or landline, as people type it (`9 8765 4321`, `(2) 2345-6789`,
 * `+56 9 8765 4321`); stored in E.164 (`+56987654321`), null when left empty (issue 18).
 * Its own file, not common.ts: what reads no phone (the shell's login, autopay) does not bundle
 * the phone library.
 */
export const optionalPhone = z
  .string()
  .trim()
  .max(PHONE_MAX_LENGTH, `admite hasta ${PHONE_MAX_LENGTH} caracteres`)
  .refine(
    (v) => v === '' || isValidPhone(v),
    'no es un teléfono chileno válido: escribe un celular (+56 9 8765 4321) o un fijo con su código de área (+56 2 2345 6789)',
  )
  .nullish()
  .transform((v) => (v ? normalizePhone(v) : null));
