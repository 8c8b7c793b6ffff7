import { describe, expect, it } from 'vitest';
import {
  commissionFormSchema,
  issuerFormSchema,
  teacherPercentSchema,
} from './configuration-schemas.ts';

const message = (
  r: { success: boolean; error?: { issues: { message: string; path: PropertyKey[] }[] } },
  field: string,
) => r.error?.issues.find((i) => i.path[0] === field)?.message;

describe('commission form', () => {
  it('reads a percent with comma, a whole fixed amount (zero allowed) and the date', () => {
    expect(
      commissionFormSchema.parse({ percent: '2,955', fixedAmount: '0', validFrom: '2026-12-01' }),
    ).toEqual({
      percent: 2.955,
      fixedAmount: 0,
      validFrom: '2026-12-01',
    });
  });
  it('refuses a fractional fixed amount, a percent over 100 and an impossible date', () => {
    const r = commissionFormSchema.safeParse({
      percent: '101',
      fixedAmount: '50,5',
      validFrom: '2026-02-30',
    });
    expect(message(r, 'percent')).toBe('No puede superar 100%');
    expect(message(r, 'fixedAmount')).toBe('Ingresa pesos enteros, sin decimales');
    expect(message(r, 'validFrom')).toBe('Ingresa una fecha válida');
  });
});

describe('teacher percent form', () => {
  it('needs a teacher and at most two decimals', () => {
    const r = teacherPercentSchema.safeParse({ academyId: '1', teacherId: '', percent: '12,345' });
    expect(message(r, 'teacherId')).toBe('Elige un profesor');
    expect(message(r, 'percent')).toBe('Ingresa un número con hasta 2 decimales');
    expect(
      teacherPercentSchema.parse({
        academyId: '1',
        teacherId: '3',
        percent: '40',
        validFrom: '2026-12',
      }),
    ).toEqual({
      academyId: 1,
      teacherId: 3,
      percent: 40,
      validFrom: '2026-12-01',
    });
  });

  it('needs the month it applies from', () => {
    const r = teacherPercentSchema.safeParse({
      academyId: '1',
      teacherId: '3',
      percent: '40',
      validFrom: '',
    });
    expect(message(r, 'validFrom')).toBe('Ingresa un período');
  });
});

describe('issuer form', () => {
  it('validates the RUT check digit and keeps the document type as 39 or 41', () => {
    const base = {
      businessName: 'Academias Andes SpA',
      giro: 'Enseñanza',
      address: 'Av. Providencia 1234',
      comuna: 'Providencia',
      email: '',
      phone: '',
    };
    expect(
      issuerFormSchema.safeParse({ ...base, rut: '76.543.210-4', documentType: '41' }).success,
    ).toBe(false);
    const ok = issuerFormSchema.parse({ ...base, rut: '76.543.210-3', documentType: '39' });
    expect(ok.rut).toBe('76543210-3');
    expect(ok.documentType).toBe(39);
    expect(ok.email).toBeNull();
  });
});
