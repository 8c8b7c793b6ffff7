import { describe, expect, it } from 'vitest';
import { accessRuleFor, canOpenPath } from './access.ts';

describe('access by path and user type', () => {
  it('admin-only paths refuse teachers and others', () => {
    for (const p of [
      '/app/modules/configuration',
      'modules/charges',
      'modules/reports/academies',
    ]) {
      expect(canOpenPath('admin', p)).toBe(true);
      expect(canOpenPath('teacher', p)).toBe(false);
      expect(canOpenPath('other', p)).toBe(false);
    }
  });

  it('shared paths open to their types; sub-paths follow their prefix', () => {
    expect(canOpenPath('teacher', '/app/modules/plans')).toBe(true);
    expect(canOpenPath('other', '/app/modules/plans')).toBe(false);
    expect(canOpenPath('other', '/app/modules/view-charges?page=2')).toBe(true);
    expect(canOpenPath('admin', '/app/modules/view-charges')).toBe(false);
    expect(canOpenPath('teacher', 'modules/students/12')).toBe(false);
    expect(canOpenPath('teacher', 'modules/my-academies/4')).toBe(true);
    // a teacher's own statement lives under the admin-only reports
    expect(canOpenPath('teacher', 'modules/reports/payouts')).toBe(true);
    expect(canOpenPath('other', 'modules/reports/payouts')).toBe(false);
    expect(canOpenPath('teacher', 'modules/reports/transbank')).toBe(false);
  });

  it('a prefix does not match a longer word; unknown paths are left to the 404', () => {
    expect(accessRuleFor('modules/email')).toEqual(['admin', 'teacher']);
    expect(accessRuleFor('modules/emails/view')).toEqual(['admin']);
    expect(accessRuleFor('modules/nothing')).toBeNull();
    expect(canOpenPath('other', 'modules/nothing')).toBe(true);
  });
});
