import { AxiosError, type AxiosResponse } from 'axios';
import { describe, expect, it } from 'vitest';
import { blankToNull, blankToUndefined, orBlank } from './form-values.ts';
import { serverFormError } from './server-form-error.ts';

const rejected = (status: number, data: unknown) =>
  new AxiosError('fail', 'ERR_BAD_REQUEST', undefined, undefined, {
    status,
    data,
  } as AxiosResponse);

describe('serverFormError', () => {
  const fields = ['rut', 'email'] as const;

  it('puts a 400 on the field the server named, without the body prefix', () => {
    const e = rejected(400, { message: 'RUT inválido', field: 'data.rut' });
    expect(serverFormError(e, fields)).toEqual({ field: 'rut', message: 'RUT inválido' });
    const nested = rejected(400, { message: 'Correo inválido', field: 'academy.email.0' });
    expect(serverFormError(nested, fields)).toEqual({ field: 'email', message: 'Correo inválido' });
  });

  it('keeps a message for a field the form lacks, or with no field, for the whole form', () => {
    const e = rejected(409, { message: 'Ya existe', field: 'data.username' });
    expect(serverFormError(e, fields)).toEqual({ field: null, message: 'Ya existe' });
    expect(serverFormError(rejected(500, {}), fields).field).toBeNull();
  });
});

describe('form values', () => {
  it('maps blank inputs to what the contract wants and back', () => {
    expect(blankToNull('')).toBeNull();
    expect(blankToNull('x')).toBe('x');
    expect(blankToUndefined(null)).toBeUndefined();
    expect(blankToUndefined(0)).toBe(0);
    expect(orBlank(null)).toBe('');
    expect(orBlank(12)).toBe('12');
  });
});
