import { exportRows } from '@academias/shared/export';
import type { TeacherPayout } from '@academias/shared/contract/payouts';
import { describe, expect, it, vi } from 'vitest';
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
  lines: [
    {
      academyId: 2,
      academyName: 'Academia de Danza',
      revenue: 400_000,
      payments: 5,
      percent: 20,
      amount: 80_000,
    },
  ],
  adjustments: [
    {
      id: 9,
      academyName: 'Academia de Danza',
      chargeId: 40,
      studentName: 'Camila Rojas',
      description: 'Mensualidad octubre',
      kind: 'correccion',
      amountBefore: 40_000,
      amountAfter: 35_000,
      reason: 'Error de digitación',
      createdByName: 'Ana Admin',
      createdAt: '2026-10-10T15:00:00.000Z',
    },
  ],
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
