import { cellOf, toCsv } from '@academias/shared/export';
import { chargeSample, paymentSample } from '@academias/shared/testing';
import { describe, expect, it } from 'vitest';
import { chargeExportColumns } from './features/charges/charge-export.ts';
import { exportLists } from '@academias/shared/export/lists';

// Payments export on the server since it streams every row; its columns live in shared.
const paymentExportColumns = exportLists.payments.columns;

const charge = chargeSample({
  id: 7,
  studentId: 3,
  studentName: 'Camila Castro',
  studentRut: '15555555-6',
  planId: 2,
  period: '2026-03',
  description: 'Mensualidad marzo',
  dueDate: '2026-03-05',
  state: 'pagado',
  // 03:30 UTC on the 6th is 00:30 on the 6th in Chile (UTC-3)
  paidAt: '2026-03-06T03:30:00.000Z',
});

describe('finance exports', () => {
  it('charges: pesos typed as CLP numbers and dates as dates (what Excel formats)', () => {
    const column = (header: string) => chargeExportColumns.find((c) => c.header === header)!;
    expect(column('Monto').type).toBe('clp');
    expect(cellOf(column('Monto'), charge)).toBe(30000);
    expect(column('Vencimiento').type).toBe('date');
    expect((cellOf(column('Vencimiento'), charge) as Date).toISOString().slice(0, 10)).toBe(
      '2026-03-05',
    );
    expect((cellOf(column('Pagado el'), charge) as Date).toISOString().slice(0, 10)).toBe(
      '2026-03-06',
    );
    expect(cellOf(column('RUT'), charge)).toBe('15.555.555-6');
    expect(cellOf(column('Estado'), charge)).toBe('Pagado');
  });

  it('payments: the calendar day in Chile, not in UTC, and whole pesos in CSV', () => {
    const late = paymentSample({
      id: 1,
      buyOrder: 'M-1',
      payerName: 'Camila Castro',
      payerRut: null,
      amount: 45990,
      reference: 'Caja 1',
      // 23:10 on 31-03 in Chile (UTC-3) is already 1 April in UTC
      createdAt: '2026-04-01T02:10:00.000Z',
      paidAt: '2026-04-01T02:10:00.000Z',
      stateLabel: 'Pagado',
      document: { id: 9, type: 41, folio: 120 },
    });
    const [head, row] = toCsv([late], paymentExportColumns)
      .replace(/^\uFEFF/, '')
      .split('\r\n');
    const cells = Object.fromEntries(head!.split(';').map((h, i) => [h, row!.split(';')[i]]));
    expect(cells.Fecha).toBe('31-03-2026');
    expect(cells.Hora).toBe('23:10');
    expect(cells.Monto).toBe('45990');
    expect(cells['Boleta (folio)']).toBe('120');
    expect(cells.Medio).toBe('Efectivo');
  });
});
