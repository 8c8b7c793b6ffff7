import { describe, expect, it, vi } from 'vitest';
import { checkImportRows } from './check-import-rows.ts';
import { findExistingRuts } from './existing-ruts.ts';
import { importStudents, type StudentToCreate } from './import-students.ts';
import { mapImportRows } from './map-import-rows.ts';
import { readCsv } from './read-csv.ts';
import { parseStudentImportRow } from './student-import-row.ts';

const rowsOf = (csv: string) =>
  checkImportRows(mapImportRows(readCsv(csv)).rows, { parse: parseStudentImportRow });

/** What the API client throws for a 409 with the server's Spanish body. */
const conflict = (message: string) =>
  Object.assign(new Error(message), {
    isAxiosError: true,
    response: { status: 409, data: { message, field: 'data.rut' } },
  });

describe('importStudents', () => {
  const csv =
    'RUT,Nombres,Apellidos,RUT apoderado,Nombre apoderado\n' +
    '12345678-5,Ana,Pérez,11111111-1,Rosa María Soto Díaz\n' +
    '12345678-9,Malo,Dígito,,\n' + // invalid: never sent
    '15678901-1,Luis,Pérez,11111111-1,Rosa María Soto Díaz\n' +
    '20123456-5,Eva,Rojas,,\n';

  it('creates only valid rows, in order, resolving a shared guardian once, and reports per-row server errors', async () => {
    const created: StudentToCreate[] = [];
    const createStudent = vi.fn(async (data: StudentToCreate) => {
      if (data.rut === '20123456-5')
        throw conflict('Ya existe una persona con el RUT 20.123.456-5.');
      created.push(data);
    });
    const resolveGuardian = vi.fn(async () => 77);
    const progress: number[] = [];
    const outcomes = await importStudents(rowsOf(csv), { createStudent, resolveGuardian }, (p) =>
      progress.push(p.done),
    );

    expect(created.map((c) => c.rut)).toEqual(['12345678-5', '15678901-1']);
    expect(created[0]).toMatchObject({ type: 2, firstName: 'Ana', guardianIds: [77] });
    expect(resolveGuardian).toHaveBeenCalledTimes(1);
    expect(resolveGuardian).toHaveBeenCalledWith({
      rut: '11111111-1',
      firstName: 'Rosa María',
      lastName: 'Soto Díaz',
      email: null,
      phone: null,
    });
    expect(outcomes).toEqual([
      { line: 2, rut: '12345678-5', ok: true },
      { line: 4, rut: '15678901-1', ok: true },
      {
        line: 5,
        rut: '20123456-5',
        ok: false,
        message: 'Ya existe una persona con el RUT 20.123.456-5.',
      },
    ]);
    expect(progress).toEqual([1, 2, 3]);
  });

  it('stops between rows when cancelled', async () => {
    const controller = new AbortController();
    const createStudent = vi.fn(async () => controller.abort());
    const outcomes = await importStudents(
      rowsOf(csv),
      { createStudent, resolveGuardian: async () => 1 },
      () => {},
      controller.signal,
    );
    expect(createStudent).toHaveBeenCalledTimes(1);
    expect(outcomes).toHaveLength(1);
  });
});

describe('findExistingRuts', () => {
  it('asks once per distinct valid RUT and returns the registered ones', async () => {
    const grid = readCsv(
      'RUT,Nombres,Apellidos\n12.345.678-5,A,B\n12345678-5,C,D\n11111111-1,E,F\nmalo,G,H\n',
    );
    const asked: string[] = [];
    const existing = await findExistingRuts(mapImportRows(grid).rows, async (rut) => {
      asked.push(rut);
      return rut === '11111111-1';
    });
    expect(asked.sort()).toEqual(['11111111-1', '12345678-5']);
    expect([...existing]).toEqual(['11111111-1']);
  });
});
