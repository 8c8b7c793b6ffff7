import { exportRows } from '@academias/shared/export';
import type { TeacherPayout } from '@academias/shared/contract/payouts';
import { describe, expect, it, vi } from 'vitest';
import { correction, danzaLine } from './payout-samples.ts';
import { payoutExportTable } from './payout-columns.ts';

vi.mock('@academias/shared/export', async (original) => ({
  ...(await original<typeof import('@academias/shared/export')>()),
  exportRows: vi.fn(),
}));

const statement: TeacherPayout = {
  teacherId: 7,
  teacherName: 'Rodrigo Valdés',
  rut: '12.345.678-5',
  month: '2026-10',
  closed: false,
  closedAt: null,
  lines: [danzaLine],
  adjustments: [correction],
  total: 80_000,
};

describe('the payout file', () => {
  it('has the lines and total, and in Excel a sheet with the adjustments (before, after, reason, who)', async () => {
    await payoutExportTable(statement, 'liquidacion').save('xlsx');
    const options = vi.mocked(exportRows).mock.calls[0]![0];
    expect(options.rows).toHaveLength(2);
    expect(options.moreSheets).toHaveLength(1);
    const [sheet] = options.moreSheets!;
    expect(sheet!.name).toBe('Ajustes');
    expect(sheet!.columns.map((c) => c.header)).toEqual([
      'Fecha',
      'Academia',
      'Cobro',
      'Tipo',
      'Antes',
      'Después',
      'Motivo',
      'Registrado por',
    ]);
    expect(sheet!.cells).toEqual([
      [
        expect.any(String),
        'Academia de Danza',
        'Camila Rojas: Mensualidad octubre',
        'Corrección',
        40_000,
        35_000,
        'Error de digitación',
        'Ana Admin',
      ],
    ]);
    expect(sheet!.columns.filter((c) => c.type === 'clp')).toHaveLength(2);
  });
});
