import { describe, expect, it } from 'vitest';
import { optionalPhone } from './phone-field.ts';
import { contract, endpoints } from './index.ts';

describe('contract table', () => {
  it('has one route per method and path', () => {
    const keys = endpoints.map((e) => `${e.method} ${e.path}`);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('keeps the paths and payload keys of the specification', () => {
    expect(contract.createTeacher.path).toBe('/api/v1/createTeacher');
    expect(contract.changeStatusPlanByStudent.path).toBe('/api/v1/changeStatusPlanByStudent/');
    expect(contract.studentsByAcademy.path).toBe('/api/v1/studentsByAcademy/:academyId');
    expect(Object.keys(contract.deleteAcademies.body.shape)).toEqual(['ID', 'idteacher']);
    expect(Object.keys(contract.createPlan.body.shape)).toEqual(['data', 'isClaseEspecial']);
    expect(Object.keys(contract.saveUserByPlan.body.shape)).toEqual(['plan_id', 'data']);
    expect(Object.keys(contract.deletePlanByUser.body.shape)).toEqual(['id', 'planId']);
    expect(Object.keys(contract.getChargesById.body.shape)).toEqual(['studentId', 'planId']);
    expect(Object.keys(contract.editPaymentDate.body.shape)).toEqual(['data', 'user']);
    expect(Object.keys(contract.saveChargeByAcademy.body.shape)).toEqual(['academy', 'id']);
  });

  it('answers invalid input in Spanish', () => {
    const result = contract.createStudents.body.safeParse({
      data: { rut: '11.111.111-2', firstName: 'A', lastName: 'B' },
    });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toMatch(/RUT válido/);
    const amount = contract.createGastos.body.safeParse({
      data: { category: 'x', description: 'y', amount: 10.5, date: '2026-01-01' },
    });
    expect(amount.error?.issues[0]?.message).toMatch(/entero/);
  });
});

describe('optionalPhone', () => {
  it('stores E.164, null when empty, and says in Spanish what is wrong', () => {
    expect(optionalPhone.parse(' 9 8765 4321 ')).toBe('+56987654321');
    expect(optionalPhone.parse('')).toBeNull();
    expect(optionalPhone.parse(undefined)).toBeNull();
    const bad = optionalPhone.safeParse('912');
    expect(bad.success).toBe(false);
    expect(bad.error?.issues[0]?.message).toMatch(/^no es un teléfono chileno válido/);
  });
});
