import { describe, expect, it } from 'vitest';
import { studentFilterParams, studentFiltersOf } from './student-filter-params.ts';

describe('Alumnos filters in the address', () => {
  it('reads what it writes', () => {
    const values = { academyId: 2, planId: 7, status: 'suspendido' as const };
    expect(studentFiltersOf(studentFilterParams(values))).toEqual(values);
    expect(studentFilterParams({})).toEqual({ academyId: '', planId: '', status: '' });
  });
  it('reads a hand-edited or stale address as "all"', () => {
    expect(studentFiltersOf({ academyId: 'abc', planId: '0', status: 'pausado' })).toEqual({
      academyId: undefined,
      planId: undefined,
      status: undefined,
    });
  });
});
