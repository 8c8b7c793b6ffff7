import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pdfText } from '../../test/pdf-text.ts';
import { sql } from 'drizzle-orm';
import { charges } from '../../db/schema/charges.ts';
import { xmllintValidate, xmlsecVerify } from '../sii-xml/sii-test-tools.ts';
import { startSiiApp, type SiiTestApp } from './sii-test-harness.ts';

const STARTUP_TIMEOUT_MS = 180_000;
let t: SiiTestApp;
let specialCharge = 0;

beforeAll(async () => {
  t = await startSiiApp(9203, 6);
  await t.setUpIssuer({ number: 80, date: '2014-08-22' }, [
    [39, 1, 50],
    [41, 1, 50],
    [61, 1, 50],
  ]);
  const { enrolmentA } = t.fixture.enrolments;
  const [special] = await t.database.db
    .insert(charges)
    .values({
      enrolmentId: enrolmentA.id,
      studentId: enrolmentA.studentId,
      planId: t.fixture.plans.planSpecial.id,
      academyId: t.fixture.academies.academyA.id,
      period: '2035-01',
      description: 'Clase magistral',
      amount: 15_000,
      dueDate: '2035-01-05',
      isOneOff: true,
    })
    .returning({ id: charges.id });
  specialCharge = special!.id;
}, STARTUP_TIMEOUT_MS);
afterAll(() => t.close());

const pay = (chargeIds: number[]) => t.pay(chargeIds);
const setPlanType = (plan: 'planA' | 'planSpecial', documentType: 39 | 41 | null | 'bad') => {
  const p = t.fixture.plans[plan];
  return t.api('admin', 'POST', '/api/v1/editPlan', {
    data: {
      id: p.id,
      academyId: p.academyId,
      planTypeId: p.planTypeId,
      serviceTypeId: p.serviceTypeId,
      name: p.name,
      price: p.price,
      documentType,
    },
  });
};
const xmlOf = (documentId: number, type?: number) =>
  t.api('admin', 'GET', `/api/v1/documents/${documentId}/xml${type ? `?type=${type}` : ''}`);
const pemOf = (xml: Buffer) => {
  const cert = /<X509Certificate>([^<]+)</.exec(xml.toString('latin1'))![1]!;
  return `-----BEGIN CERTIFICATE-----\n${cert.match(/.{1,64}/g)!.join('\n')}\n-----END CERTIFICATE-----\n`;
};

describe('boleta type per plan', () => {
  it('only 39, 41 or null (the academy default) are accepted, as a Spanish 400', async () => {
    const bad = await setPlanType('planA', 'bad');
    expect(bad.status).toBe(400);
    expect(JSON.stringify(bad.json)).toContain('39 (afecta) o 41 (exenta)');
    const plan = await t.api('admin', 'GET', `/api/v1/plans?search=Piano`);
    expect(plan.json.items[0]).toMatchObject({ documentType: null });
  });

  it('a plan set to 39 issues a boleta afecta, schema-valid and signed, on the academy default 41', async () => {
    expect((await setPlanType('planA', 39)).json).toMatchObject({ documentType: 39 });
    const paid = await pay([t.openCharges[0]!]);
    expect(paid.status).toBe(200);
    expect(paid.json.document).toMatchObject({ type: 39, folio: 1 });
    const xml = await xmlOf(paid.json.document.id);
    const check = xmllintValidate(xml.bytes, 'boleta');
    expect(check.output).toContain('validates');
    expect(xmlsecVerify(xml.bytes, pemOf(xml.bytes), 1).ok).toBe(true);
    expect(xmlsecVerify(xml.bytes, pemOf(xml.bytes), 2).ok).toBe(true);
    expect(xml.bytes.toString('latin1')).toContain('<MntNeto>25210</MntNeto><IVA>4790</IVA>');
  });

  it('an exempt plan paid with an afecta one: a 39 whose exempt line has IndExe and MntExe; its PDF too', async () => {
    expect((await setPlanType('planSpecial', 41)).status).toBe(200);
    const paid = await pay([t.openCharges[1]!, specialCharge]);
    expect(paid.json.document).toMatchObject({ type: 39, folio: 2 });
    const xml = await xmlOf(paid.json.document.id);
    expect(xmllintValidate(xml.bytes, 'boleta').output).toContain('validates');
    expect(xmlsecVerify(xml.bytes, pemOf(xml.bytes), 1).ok).toBe(true);
    const text = xml.bytes.toString('latin1');
    // 30.001 afecta: net 25.211 + IVA 4.790; 15.000 exempt.
    expect(text).toContain('<MntNeto>25211</MntNeto><MntExe>15000</MntExe><IVA>4790</IVA>');
    expect(text).toContain('<MntTotal>45001</MntTotal>');
    expect(text).toMatch(/<NroLinDet>2<\/NroLinDet><IndExe>1<\/IndExe><NmbItem>Clase magistral/);
    const pdf = await t.api(
      'admin',
      'GET',
      `/api/v1/generatePDF/?documentId=${paid.json.document.id}`,
    );
    const printed = await pdfText(pdf.bytes);
    expect(printed).toContain('Monto exento');
    expect(printed).toContain('$15.000');
  });

  it('back to the academy default (null) issues a boleta exenta 41', async () => {
    expect((await setPlanType('planA', null)).json).toMatchObject({ documentType: null });
    const paid = await pay([t.openCharges[2]!]);
    expect(paid.json.document).toMatchObject({ type: 41, folio: 1 });
    expect(xmllintValidate((await xmlOf(paid.json.document.id)).bytes, 'boleta').ok).toBe(true);
  });
});

describe('nota de crédito PDF', () => {
  it('annulling the mixed boleta issues a schema-valid 61 and its PDF prints the timbre and the reference', async () => {
    const [doc] = await t.rows<{ id: number; payment_id: number; folio: number }>(
      sql`select id, payment_id, folio from documents where type = 39 order by folio desc limit 1`,
    );
    const none = await t.api(
      'admin',
      'GET',
      `/api/v1/generatePDF/?documentId=${doc!.id}&creditNote=true`,
    );
    expect(none.status).toBe(404);
    expect(none.json.message).toContain('no tiene nota de crédito');
    const annul = await t.api('admin', 'POST', '/api/v1/annulPayment', {
      id: doc!.payment_id,
      reason: 'Pago duplicado',
    });
    expect(annul.status).toBe(200);
    const xml = await xmlOf(doc!.id, 61);
    expect(xmllintValidate(xml.bytes, 'dte').output).toContain('validates');
    expect(xmlsecVerify(xml.bytes, pemOf(xml.bytes), 1).ok).toBe(true);
    expect(xml.bytes.toString('latin1')).toContain('<MntExe>15000</MntExe><TasaIVA>19</TasaIVA>');
    for (const who of ['admin', 'studentA'] as const) {
      const pdf = await t.api(
        who,
        'GET',
        `/api/v1/generatePDF/?documentId=${doc!.id}&creditNote=true`,
      );
      expect(pdf.status).toBe(200);
      expect(pdf.type).toBe('application/pdf');
      const text = await pdfText(pdf.bytes);
      expect(text).toContain('NOTA DE CRÉDITO ELECTRÓNICA');
      expect(text).toContain('N° 1');
      expect(text).toContain(`anula boleta electrónica N° ${doc!.folio}`);
      expect(text).toContain('Timbre Electrónico SII');
      expect(text).toContain('Res. 80 de 2014');
    }
    const other = await t.api(
      'studentB',
      'GET',
      `/api/v1/generatePDF/?documentId=${doc!.id}&creditNote=true`,
    );
    expect(other.status).toBe(404);
    const bad = await t.api(
      'admin',
      'GET',
      `/api/v1/generatePDF/?documentId=${doc!.id}&creditNote=si`,
    );
    expect(bad.status).toBe(400);
  });
});
