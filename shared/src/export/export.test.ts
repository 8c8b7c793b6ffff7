import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { toCsv } from './csv.ts';
import type { ExportColumn } from './export-columns.ts';
import { excelSheet, toExcel } from './excel.ts';
import { exportFileName } from './export-rows.ts';

interface Payment {
  name: string;
  rut: string;
  amount: number;
  paidOn: string | null;
  approved: boolean;
}

const columns: ExportColumn<Payment>[] = [
  { header: 'Nombre', value: (r) => r.name },
  { header: 'RUT', value: (r) => r.rut },
  { header: 'Monto', value: (r) => r.amount, type: 'clp' },
  { header: 'Fecha de pago', value: (r) => r.paidOn, type: 'date' },
  { header: 'Aprobado', value: (r) => r.approved },
];

const rows: Payment[] = [
  {
    name: 'María José Núñez',
    rut: '12.345.678-5',
    amount: 45000,
    paidOn: '2026-03-01',
    approved: true,
  },
  { name: 'Pedro "Pepe"; Soto', rut: '9.876.543-3', amount: 0, paidOn: null, approved: false },
  {
    name: '=HYPERLINK("http://x")',
    rut: '1-9',
    amount: 1234567,
    paidOn: '2026-12-31',
    approved: true,
  },
];

describe('CSV export', () => {
  const csv = toCsv(rows, columns);
  const lines = csv
    .replace(/^\uFEFF/, '')
    .trimEnd()
    .split('\r\n');

  it('starts with a BOM and a header line separated by semicolons', () => {
    expect(csv.startsWith('\uFEFF')).toBe(true);
    expect(lines[0]).toBe('Nombre;RUT;Monto;Fecha de pago;Aprobado');
  });

  it('writes pesos as integers, dates as dd-mm-yyyy, booleans in Spanish and keeps accents', () => {
    expect(lines[1]).toBe('María José Núñez;12.345.678-5;45000;01-03-2026;Sí');
  });

  it('quotes separators and quotes, leaves empty cells empty', () => {
    expect(lines[2]).toBe('"Pedro ""Pepe""; Soto";9.876.543-3;0;;No');
  });

  it('neutralises formulas so a spreadsheet shows them as text', () => {
    expect(lines[3]!.startsWith(`"'=HYPERLINK(""http://x"")"`)).toBe(true);
    expect(lines[3]!.endsWith(';1234567;31-12-2026;Sí')).toBe(true);
  });

  it('has one line per row plus the header', () => {
    expect(lines).toHaveLength(rows.length + 1);
  });
});

describe('Excel export', () => {
  it('builds an .xlsx that reads back with typed cells and CLP/date formats', async () => {
    const buffer = await toExcel(rows, columns, 'Pagos: marzo/abril');
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(buffer);
    const sheet = book.worksheets[0]!;
    expect(sheet.name).toBe('Pagos  marzo abril');
    expect(sheet.getRow(1).values).toEqual([
      undefined,
      'Nombre',
      'RUT',
      'Monto',
      'Fecha de pago',
      'Aprobado',
    ]);
    expect(sheet.getCell('C2').value).toBe(45000);
    expect(sheet.getCell('C2').numFmt).toBe('"$"#,##0');
    const date = sheet.getCell('D2').value as Date;
    expect(date.toISOString().slice(0, 10)).toBe('2026-03-01');
    expect(sheet.getCell('D3').value).toBeNull();
    expect(sheet.getCell('E3').value).toBe(false);
    expect(sheet.rowCount).toBe(rows.length + 1);
  });

  it('adds further sheets after the first, with their own columns and formats', async () => {
    const more = excelSheet(
      'Ajustes',
      [{ reason: 'Error', before: 40_000 }],
      [
        { header: 'Motivo', value: (r: { reason: string }) => r.reason },
        { header: 'Antes', type: 'clp', value: (r: { before: number }) => r.before },
      ],
    );
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(await toExcel(rows, columns, 'Pagos', [more]));
    expect(book.worksheets.map((w) => w.name)).toEqual(['Pagos', 'Ajustes']);
    const sheet = book.worksheets[1]!;
    expect(sheet.getRow(1).values).toEqual([undefined, 'Motivo', 'Antes']);
    expect(sheet.getCell('A2').value).toBe('Error');
    expect(sheet.getCell('B2').value).toBe(40_000);
    expect(sheet.getCell('B2').numFmt).toBe('"$"#,##0');
  });
});

describe('file names', () => {
  it('are ASCII, dated and carry the extension', () => {
    expect(exportFileName('Pagos de Señoras & Niños', 'xlsx', new Date(2026, 10, 22))).toBe(
      'Pagos-de-Senoras-Ninos-2026-11-22.xlsx',
    );
    expect(exportFileName('***', 'csv', new Date(2026, 0, 5))).toBe('exportacion-2026-01-05.csv');
  });
});
