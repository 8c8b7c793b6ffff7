import { Workbook } from 'exceljs';
import { describe, expect, it } from 'vitest';
import { readXlsx } from './read-xlsx.ts';

const workbookBuffer = async (
  fill: (sheet: ReturnType<Workbook['addWorksheet']>) => void,
): Promise<ArrayBuffer> => {
  const workbook = new Workbook();
  fill(workbook.addWorksheet('Alumnos'));
  const buffer = await workbook.xlsx.writeBuffer();
  return buffer as ArrayBuffer;
};

describe('readXlsx', () => {
  it('reads the first sheet keeping row numbers, dates as ISO and formula results', async () => {
    const data = await workbookBuffer((sheet) => {
      sheet.addRow(['RUT', 'Nombres', 'Apellidos', 'Fecha de nacimiento']);
      sheet.addRow(['12.345.678-5', 'Ana', 'Pérez', new Date(Date.UTC(2015, 11, 31))]);
      sheet.getCell('A4').value = '11111111-1';
      sheet.getCell('B4').value = { formula: '"Lu"&"is"', result: 'Luis' };
      sheet.getCell('C4').value = { richText: [{ text: 'So' }, { text: 'to' }] };
    });
    const grid = await readXlsx(data);
    expect(grid[0]).toEqual(['RUT', 'Nombres', 'Apellidos', 'Fecha de nacimiento']);
    expect(grid[1]).toEqual(['12.345.678-5', 'Ana', 'Pérez', '2015-12-31']);
    expect(grid[2]).toEqual([]);
    expect(grid[3]).toEqual(['11111111-1', 'Luis', 'Soto']);
  });

  it('fails on a file that is not a workbook', async () => {
    await expect(
      readXlsx(new TextEncoder().encode('no soy excel').buffer as ArrayBuffer),
    ).rejects.toThrow();
  });
});
