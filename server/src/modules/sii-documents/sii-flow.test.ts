import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pdfText } from '../../test/pdf-text.ts';
import { sql } from 'drizzle-orm';
import { xmllintValidate, xmlsecVerify } from '../sii-xml/sii-test-tools.ts';
import { startSiiApp, type SiiTestApp } from './sii-test-harness.ts';
import { NO_FOLIOS_MESSAGE } from '../documents/no-folios.ts';

const STARTUP_TIMEOUT_MS = 180_000;
let t: SiiTestApp;

beforeAll(async () => {
  t = await startSiiApp(9201);
}, STARTUP_TIMEOUT_MS);
afterAll(() => t.close());

const pay = (chargeId: number) => t.pay([chargeId]);
const settingsBody = {
  data: {
    acteco: '855000',
    resolutionNumber: 80,
    resolutionDate: '2014-08-22',
    senderRut: '11.111.111-1',
    lowFolioWarning: 5,
  },
};

describe('SII setup', () => {
  it('only an admin reads or changes it', async () => {
    expect((await t.api(null, 'GET', '/api/v1/sii/settings')).status).toBe(401);
    for (const who of ['teacherA', 'studentA', 'guardian'] as const) {
      expect((await t.api(who, 'GET', '/api/v1/sii/settings')).status).toBe(403);
      expect((await t.api(who, 'POST', '/api/v1/sii/settings', settingsBody)).status).toBe(403);
      expect(
        (await t.api(who, 'POST', '/api/v1/sii/cafs', { data: { xml: t.caf(41, 1, 5) } })).status,
      ).toBe(403);
      expect((await t.api(who, 'POST', '/api/v1/sii/envios/run')).status).toBe(403);
    }
    const before = await t.api('admin', 'GET', '/api/v1/sii/settings');
    expect(before.json).toMatchObject({
      configured: false,
      environment: 'simulator',
      certificate: null,
      cafs: [],
    });
  });

  it('refuses bad input with a Spanish 400 naming the field, changing nothing', async () => {
    const badActeco = await t.api('admin', 'POST', '/api/v1/sii/settings', {
      data: { ...settingsBody.data, acteco: 'abc' },
    });
    expect(badActeco.status).toBe(400);
    expect(JSON.stringify(badActeco.json)).toContain('acteco');
    expect(
      (await t.api('admin', 'POST', '/api/v1/sii/certificate', { data: t.certificate })).status,
    ).toBe(409);
    expect((await t.api('admin', 'POST', '/api/v1/sii/settings', settingsBody)).status).toBe(200);
    const wrongPassword = await t.api('admin', 'POST', '/api/v1/sii/certificate', {
      data: { ...t.certificate, password: 'otra' },
    });
    expect(wrongPassword.status).toBe(400);
    expect(wrongPassword.json.message).toContain('contraseña del certificado no es correcta');
    const notP12 = await t.api('admin', 'POST', '/api/v1/sii/certificate', {
      data: { fileBase64: Buffer.from('hola').toString('base64'), password: 'x' },
    });
    expect(notP12.status).toBe(400);
    const otherRut = await t.api('admin', 'POST', '/api/v1/sii/cafs', {
      data: { xml: t.caf(41, 1, 5, '76086428-5') },
    });
    expect(otherRut.status).toBe(400);
    expect(otherRut.json.message).toContain('no del emisor');
    expect(
      (await t.api('admin', 'POST', '/api/v1/sii/cafs', { data: { xml: '<AUTORIZACION><CAF>' } }))
        .status,
    ).toBe(400);
    const after = await t.api('admin', 'GET', '/api/v1/sii/settings');
    expect(after.json).toMatchObject({ certificate: null, cafs: [] });
  });

  it('stores the certificate sealed, never returns it, and loads CAFs with folios left', async () => {
    const cert = await t.api('admin', 'POST', '/api/v1/sii/certificate', { data: t.certificate });
    expect(cert.status).toBe(200);
    expect(JSON.stringify(cert.json)).not.toContain(t.certificate.fileBase64.slice(0, 40));
    const [stored] = await t.rows<{ certificate_sealed: string }>(
      sql`select certificate_sealed from sii_issuer`,
    );
    expect(stored!.certificate_sealed.startsWith('v1.')).toBe(true);
    expect(stored!.certificate_sealed).not.toContain(t.certificate.fileBase64.slice(0, 40));
    const caf = await t.api('admin', 'POST', '/api/v1/sii/cafs', {
      data: { xml: t.caf(41, 1, 22) },
    });
    expect(caf.status).toBe(200);
    expect(caf.json.cafs).toEqual([
      expect.objectContaining({ type: 41, from: 1, to: 22, left: 22 }),
    ]);
    expect(
      (await t.api('admin', 'POST', '/api/v1/sii/cafs', { data: { xml: t.caf(41, 10, 30) } }))
        .status,
    ).toBe(409);
    expect(
      (await t.api('admin', 'POST', '/api/v1/sii/cafs', { data: { xml: t.caf(61, 1, 10) } }))
        .status,
    ).toBe(200);
  });
});

describe('issuing with the payment', () => {
  it('20 payments at once get 20 consecutive folios, each with a signed, schema-valid envelope', async () => {
    const results = await Promise.all(t.openCharges.slice(0, 20).map((id) => pay(id)));
    expect(results.map((r) => r.status)).toEqual(Array(20).fill(200));
    const folios = results.map((r) => r.json.document.folio).sort((a: number, b: number) => a - b);
    expect(folios).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
    const envios = await t.rows<{ folio: number; state: string }>(
      sql`select folio, state from sii_envios where dte_type = 41 order by folio`,
    );
    expect(envios.map((e) => e.folio)).toEqual(folios);
    const xml = await t.api(
      'admin',
      'GET',
      `/api/v1/documents/${results[0]!.json.document.id}/xml`,
    );
    expect(xml.status).toBe(200);
    expect(xml.type).toBe('application/xml; charset=ISO-8859-1');
    expect(xmllintValidate(xml.bytes, 'boleta').ok).toBe(true);
    const cert = /<X509Certificate>([^<]+)</.exec(xml.bytes.toString('latin1'))![1]!;
    const pem = `-----BEGIN CERTIFICATE-----\n${cert.match(/.{1,64}/g)!.join('\n')}\n-----END CERTIFICATE-----\n`;
    expect(xmlsecVerify(xml.bytes, pem, 1).ok).toBe(true);
    expect(xmlsecVerify(xml.bytes, pem, 2).ok).toBe(true);
  });

  it('out of folios: the payment stays approved, the boleta waits and is issued when a CAF arrives', async () => {
    expect((await pay(t.openCharges[20]!)).json.document.folio).toBe(21);
    expect((await pay(t.openCharges[21]!)).json.document.folio).toBe(22);
    const waiting = await pay(t.openCharges[22]!);
    expect(waiting.status).toBe(200);
    expect(waiting.json.payment?.state ?? 'autorizada').toBe('autorizada');
    expect(waiting.json.document).toBeNull();
    const settings = await t.api('admin', 'GET', '/api/v1/sii/settings');
    expect(settings.json.pendingDocuments).toBe(1);
    expect(settings.json.warnings.join(' ')).toContain('esperan folios');
    const [pending] = await t.rows<{ message: string }>(
      sql`select message from sii_pending_documents`,
    );
    expect(pending!.message).toBe(NO_FOLIOS_MESSAGE);
    // Centro de Pagos shows why the approved payment has no boleta yet.
    const waitingRow = async () =>
      (await t.api('admin', 'GET', '/api/v1/getPayments?pageSize=100')).json.items.find(
        (p: { items: { chargeId: number }[] }) =>
          p.items.some((i) => i.chargeId === t.openCharges[22]),
      );
    expect(await waitingRow()).toMatchObject({
      state: 'autorizada',
      document: null,
      documentWaiting: NO_FOLIOS_MESSAGE,
    });
    expect(
      (await t.api('admin', 'POST', '/api/v1/sii/cafs', { data: { xml: t.caf(41, 23, 40) } }))
        .status,
    ).toBe(200);
    const [issued] = await t.rows<{ folio: number }>(
      sql`select d.folio from documents d join payments p on p.id = d.payment_id join payment_items i on i.payment_id = p.id where i.charge_id = ${t.openCharges[22]!}`,
    );
    expect(issued!.folio).toBe(23);
    expect(await waitingRow()).toMatchObject({ document: { folio: 23 }, documentWaiting: null });
    expect((await t.api('admin', 'GET', '/api/v1/sii/settings')).json.pendingDocuments).toBe(0);
  });
});

describe('documents/:id/xml access', () => {
  it('admin any, the payer their own, others 404/403, anonymous 401', async () => {
    const [doc] = await t.rows<{ id: number }>(sql`select id from documents order by id limit 1`);
    const url = `/api/v1/documents/${doc!.id}/xml`;
    expect((await t.api('studentA', 'GET', url)).status).toBe(200);
    expect((await t.api('guardian', 'GET', url)).status).toBe(200);
    expect((await t.api('studentB', 'GET', url)).status).toBe(404);
    expect((await t.api('teacherA', 'GET', url)).status).toBe(403);
    expect((await t.api(null, 'GET', url)).status).toBe(401);
    expect((await t.api('admin', 'GET', '/api/v1/documents/999999/xml')).status).toBe(404);
    expect((await t.api('admin', 'GET', '/api/v1/documents/abc/xml')).status).toBe(400);
  });

  it('the PDF carries the timbre, "Timbre Electrónico SII" and the resolución line', async () => {
    const [doc] = await t.rows<{ id: number }>(sql`select id from documents order by id limit 1`);
    const pdf = await t.api('studentA', 'GET', `/api/v1/generatePDF/?documentId=${doc!.id}`);
    expect(pdf.status).toBe(200);
    const text = await pdfText(pdf.bytes);
    expect(text).toContain('Timbre Electrónico SII');
    expect(text).toContain('Res. 80 de 2014 - Verifique documento: www.sii.cl');
    expect(text).not.toContain('Representación local');
  });
});
