import { describe, expect, it } from 'vitest';
import { pdfText } from '../../test/pdf-text.ts';
import { renderBoletaPdf } from './boleta-pdf.ts';
import type { DocumentRow } from './issue-document.ts';

const base: DocumentRow = {
  id: 1,
  paymentId: 1,
  type: 41,
  folio: 1234,
  state: 'emitida',
  issuer: {
    name: 'Academia Armonía SpA',
    rut: '76543210-3',
    giro: 'Enseñanza musical',
    address: 'Av. Providencia 1234',
    commune: 'Providencia',
  },
  receiver: { name: 'Martina Rojas', rut: '12345678-5' },
  items: [
    { chargeId: 1, description: 'Piano inicial - mensualidad', period: '2026-03', amount: 45_000 },
    { chargeId: 2, description: 'Clase especial de armonía', period: null, amount: 12_500 },
  ],
  total: 57_500,
  provider: 'local',
  providerTrackId: null,
  issuedAt: new Date('2026-03-05T15:00:00Z'),
};

describe('boleta PDF', () => {
  it('is a PDF in the SII layout with folio, amounts and stamp placeholder', async () => {
    const pdf = await renderBoletaPdf(base);
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    const text = await pdfText(pdf);
    expect(text).toContain('BOLETA ELECTRÓNICA EXENTA');
    expect(text).toContain('N° 1234');
    expect(text).toContain('R.U.T.: 76.543.210-3');
    expect(text).toContain('S.I.I. - PROVIDENCIA');
    expect(text).toContain('Academia Armonía SpA');
    expect(text).toContain('Martina Rojas');
    expect(text).toContain('05-03-2026');
    expect(text).toContain('03-2026');
    expect(text).toContain('$45.000');
    expect(text).toMatch(/TOTAL\s*\$57\.500/);
    expect(text).toContain('Timbre electrónico SII');
  });

  it('type 39 shows net and VAT that add up to the total', async () => {
    const text = await pdfText(await renderBoletaPdf({ ...base, type: 39, folio: 7 }));
    expect(text).toContain('BOLETA ELECTRÓNICA');
    expect(text).not.toContain('EXENTA');
    expect(text).toMatch(/Monto neto\s*\$48\.319/);
    expect(text).toMatch(/IVA \(19%\)\s*\$9\.181/);
  });

  it('marks an annulled document and renders the same bytes for the same document', async () => {
    const annulled = { ...base, state: 'anulada' as const };
    expect(await pdfText(await renderBoletaPdf(annulled))).toContain('DOCUMENTO ANULADO');
    const [a, b] = await Promise.all([renderBoletaPdf(base), renderBoletaPdf(base)]);
    expect(a.length).toBe(b.length);
  });
});
