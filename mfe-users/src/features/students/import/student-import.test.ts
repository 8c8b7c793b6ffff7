import { describe, expect, it } from 'vitest';
import { checkImportRows, describeRowError, importSummary } from './check-import-rows.ts';
import { parseImportDate } from './import-values.ts';
import { mapImportRows } from './map-import-rows.ts';
import { importTemplateCsv } from './import-template.ts';
import { readCsv } from './read-csv.ts';
import { parseStudentImportRow, splitFullName } from './student-import-row.ts';

const check = (csv: string, existing: string[] = []) => {
  const mapped = mapImportRows(readCsv(csv));
  return {
    mapped,
    rows: checkImportRows(mapped.rows, {
      parse: parseStudentImportRow,
      existingRuts: new Set(existing),
    }),
  };
};

describe('readCsv + mapImportRows', () => {
  it('reads a semicolon CSV with a BOM and loose Spanish headers', () => {
    const { mapped, rows } = check(
      '\uFEFFRut;Nombres;APELLIDOS;Correo electrónico;Curso\n12.345.678-5;Ana;Pérez Soto;ana@correo.cl;3A\n',
    );
    expect(mapped.fileErrors).toEqual([]);
    expect(mapped.ignoredHeaders).toEqual(['Curso']);
    expect(rows).toHaveLength(1);
    expect(rows[0]?.errors).toEqual([]);
    expect(rows[0]?.data).toMatchObject({
      rut: '12345678-5',
      firstName: 'Ana',
      lastName: 'Pérez Soto',
      email: 'ana@correo.cl',
    });
  });

  it('reports missing required columns as a file error', () => {
    const { mapped } = check('RUT,Correo\n12345678-5,ana@correo.cl\n');
    expect(mapped.fileErrors).toEqual([
      'Faltan columnas obligatorias: «Nombres», «Apellidos». La primera fila debe tener los encabezados.',
    ]);
  });

  it('reports an empty file and a header with no rows', () => {
    expect(mapImportRows([]).fileErrors).toEqual(['El archivo está vacío.']);
    expect(mapImportRows(readCsv('RUT,Nombres,Apellidos\n\n')).fileErrors).toEqual([
      'El archivo no tiene filas de alumnos bajo los encabezados.',
    ]);
  });

  it('numbers rows as the spreadsheet does and skips blank lines', () => {
    const { mapped } = check(
      'RUT,Nombres,Apellidos\n12345678-5,Ana,Pérez\n,,\n11111111-1,Luis,Soto\n',
    );
    expect(mapped.rows.map((r) => r.line)).toEqual([2, 4]);
  });
});

describe('checkImportRows', () => {
  const header = 'RUT,Nombres,Apellidos,Fecha de nacimiento,RUT apoderado,Nombre apoderado\n';

  it('flags a bad check digit, a missing name, a repeated RUT and one already registered', () => {
    const { rows } = check(
      header +
        '12345678-9,Ana,Pérez,,,\n' + // wrong check digit (should be 5)
        '11111111-1,,Soto,,,\n' + // missing first name
        '15678901-1,Luis,Rojas,,,\n' +
        '15.678.901-1,Luisa,Rojas,,,\n' + // same RUT as line 4, other format
        '9876543-3,Eva,Díaz,,,\n', // already in the system
      ['9876543-3'],
    );
    const messages = rows.map((r) => r.errors.map(describeRowError));
    expect(messages).toEqual([
      ['RUT: no es un RUT válido (revisa el dígito verificador)'],
      ['Nombres: es obligatorio'],
      [],
      ['RUT: RUT repetido en el archivo (ya está en la fila 4).'],
      ['RUT: Ya existe un alumno con este RUT.'],
    ]);
    expect(importSummary(rows)).toEqual({ total: 5, valid: 1, invalid: 4 });
    expect(rows[2]?.data?.rut).toBe('15678901-1');
    expect(rows[0]?.data).toBeUndefined();
  });

  it('reads Chilean dates and refuses impossible ones', () => {
    const { rows } = check(
      header + '12345678-5,Ana,Pérez,31-12-2015,,\n11111111-1,Luis,Soto,31-02-2015,,\n',
    );
    expect(rows[0]?.data?.birthDate).toBe('2015-12-31');
    expect(rows[1]?.errors.map(describeRowError)).toEqual([
      'Fecha de nacimiento: no es una fecha válida (usa dd-mm-aaaa)',
    ]);
  });

  it('requires the guardian name with a guardian RUT, and a different RUT', () => {
    const { rows } = check(
      header +
        '12345678-5,Ana,Pérez,,11111111-1,\n15678901-1,Luis,Rojas,,15678901-1,Rosa Rojas\n20123456-5,Eva,Díaz,,11111111-1,María Soto\n',
    );
    expect(rows[0]?.errors.map(describeRowError)).toEqual([
      'Nombre apoderado: es obligatorio cuando hay RUT de apoderado',
    ]);
    expect(rows[1]?.errors.map(describeRowError)).toEqual([
      'RUT apoderado: no puede ser el mismo RUT del alumno',
    ]);
    expect(rows[2]?.data).toMatchObject({ guardianRut: '11111111-1', guardianName: 'María Soto' });
  });
});

describe('helpers', () => {
  it('parseImportDate accepts dd-mm-yyyy, dd/mm/yyyy and ISO only when the day exists', () => {
    expect(parseImportDate('05/03/2014')).toBe('2014-03-05');
    expect(parseImportDate('2014-3-5')).toBe('2014-03-05');
    expect(parseImportDate('29-02-2023')).toBeNull();
    expect(parseImportDate('mañana')).toBeNull();
  });

  it('splitFullName keeps two surnames', () => {
    expect(splitFullName('María José Pérez Soto')).toEqual({
      firstName: 'María José',
      lastName: 'Pérez Soto',
    });
    expect(splitFullName('Rosa Rojas')).toEqual({ firstName: 'Rosa', lastName: 'Rojas' });
  });
});

describe('importTemplateCsv', () => {
  it('is itself a valid import file', () => {
    const { mapped, rows } = check(importTemplateCsv());
    expect(mapped.fileErrors).toEqual([]);
    expect(mapped.ignoredHeaders).toEqual([]);
    expect(rows.map((r) => r.errors)).toEqual([[]]);
    expect(rows[0]?.data).toMatchObject({
      rut: '12345678-5',
      guardianRut: '11111111-1',
      birthDate: '2012-12-31',
    });
  });
});
