import { badRequest } from './http-error.ts';
import type { InputPart } from './zod-message.ts';

/**
 * C0 control characters other than tab and line breaks, and DEL. No field of the product holds
 * them; NUL in particular cannot be stored in a Postgres text column (it would fail as a 5xx), and
 * the others only hide text from people reading lists and e-mails.
 */
// oxlint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;

const partName: Record<InputPart, string> = { body: 'campo', params: 'parámetro', query: 'filtro' };

const findControl = (value: unknown, path: string[], depth: number): string[] | undefined => {
  if (typeof value === 'string') return CONTROL.test(value) ? path : undefined;
  if (depth > 20 || value === null || typeof value !== 'object') return undefined;
  for (const [key, inner] of Object.entries(value)) {
    if (CONTROL.test(key)) return [...path, '(nombre)'];
    const found = findControl(inner, [...path, key], depth + 1);
    if (found) return found;
  }
  return undefined;
};

/** Refuses, before validation, any input text that carries a control character (400 naming the field). */
export const refuseControlCharacters = (value: unknown, part: InputPart): void => {
  const path = findControl(value, [], 0);
  if (!path) return;
  const field = path.join('.');
  throw badRequest(
    field
      ? `El ${partName[part]} ${field} contiene caracteres de control no permitidos.`
      : 'Los datos enviados contienen caracteres de control no permitidos.',
    field || undefined,
  );
};
