import { describe, expect, it } from 'vitest';
import { serverErrorTarget } from './server-field.ts';

/** What axios rejects with for an HTTP error (axios recognises it by `isAxiosError`). */
const httpError = (status: number, data: unknown) => ({
  isAxiosError: true,
  message: 'x',
  response: { status, data },
});

describe('serverErrorTarget', () => {
  it('puts a named field error on the form field', () => {
    expect(
      serverErrorTarget(
        httpError(400, { message: 'El monto debe ser mayor que cero', field: 'data.amount' }),
        ['amount', 'date'],
      ),
    ).toEqual({
      field: 'amount',
      message: 'El monto debe ser mayor que cero',
    });
  });
  it('puts unknown fields and conflicts on the whole form', () => {
    expect(
      serverErrorTarget(httpError(409, { message: 'El cobro ya está pagado' }), ['amount']).field,
    ).toBe('root');
    expect(
      serverErrorTarget(httpError(400, { message: 'x', field: 'data.other' }), ['amount']).field,
    ).toBe('root');
  });
  it('never shows a server failure body', () => {
    expect(serverErrorTarget(httpError(500, 'stack trace'), ['amount']).message).toMatch(
      /error en el servidor/,
    );
  });
});
