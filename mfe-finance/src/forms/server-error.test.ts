import { describe, expect, it } from 'vitest';
import { formFieldOf, readServerError } from './server-error.ts';

describe('readServerError', () => {
  it('reads the API body of an axios error', () => {
    const error = { response: { status: 400, data: { message: 'El monto debe ser mayor que cero', field: 'data.amount' } } };
    expect(readServerError(error)).toEqual({ message: 'El monto debe ser mayor que cero', field: 'data.amount' });
  });
  it('hides server failures behind a generic Spanish message', () => {
    const error = { response: { status: 500, data: { message: 'relation "x" does not exist' } } };
    expect(readServerError(error).message).toMatch(/^No se pudo completar/);
    expect(readServerError(new Error('')).message).toMatch(/^No se pudo completar/);
  });
  it('maps a request path to a form field', () => {
    expect(formFieldOf('data.amount', ['amount', 'date'])).toBe('amount');
    expect(formFieldOf('data.other', ['amount'])).toBeNull();
    expect(formFieldOf(undefined, ['amount'])).toBeNull();
  });
});
