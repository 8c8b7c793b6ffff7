import { describe, expect, it } from 'vitest';
import { filterQuery, isFilterComplete } from './recipient-queries.ts';

describe('recipient filter', () => {
  it('sends picked ids as one comma-separated value and drops empty fields', () => {
    expect(filterQuery({ mode: 'seleccion', userIds: [3, 5, 8] })).toEqual({
      mode: 'seleccion',
      userIds: '3,5,8',
    });
    expect(filterQuery({ mode: 'estado', status: 'suspendido', academyId: 2 })).toEqual({
      mode: 'estado',
      status: 'suspendido',
      academyId: 2,
    });
    expect(filterQuery({ mode: 'todos' })).toEqual({ mode: 'todos' });
  });

  it('waits for the field each mode needs before asking the server', () => {
    expect(isFilterComplete({ mode: 'todos' })).toBe(true);
    expect(isFilterComplete({ mode: 'academia' })).toBe(false);
    expect(isFilterComplete({ mode: 'academia', academyId: 1 })).toBe(true);
    expect(isFilterComplete({ mode: 'plan' })).toBe(false);
    expect(isFilterComplete({ mode: 'estado' })).toBe(false);
    expect(isFilterComplete({ mode: 'seleccion', userIds: [] })).toBe(false);
    expect(isFilterComplete({ mode: 'pendientes' })).toBe(true);
  });
});
