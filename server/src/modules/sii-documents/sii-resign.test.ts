import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { toLatin1 } from '../sii-xml/latin1.ts';
import { xmllintValidate, xmlsecVerify } from '../sii-xml/sii-test-tools.ts';
import { createTestCertificate } from '../sii-xml/test-material.ts';
import { ISSUER_RUT, startSiiApp, type SiiTestApp } from './sii-test-harness.ts';

const STARTUP_TIMEOUT_MS = 180_000;
let t: SiiTestApp;

beforeAll(async () => {
  t = await startSiiApp(9204, 4);
  await t.setUpIssuer({ number: 80, date: '2014-08-22' }, [[41, 1, 20]]);
}, STARTUP_TIMEOUT_MS);
afterAll(() => t.close());

const pay = async (index: number): Promise<number> =>
  (await t.pay([t.openCharges[index]!])).json.document.id as number;
const envioOf = async (documentId: number) =>
  (
    await t.rows<{ id: number; state: string; xml: string; ted: string; attempts: number }>(
      sql`select id, state, xml, ted, attempts from sii_envios where document_id = ${documentId}`,
    )
  )[0]!;
/** The job's run now, with every envelope due (past any backoff). */
const run = async () => {
  await t.database.db.execute(sql`update sii_envios set next_attempt_at = now() - interval '1 hour'
    where state in ('pendiente', 'enviado')`);
  return (await t.api('admin', 'POST', '/api/v1/sii/envios/run')).json;
};
const certOf = (xml: string) => [...xml.matchAll(/<X509Certificate>([^<]+)</g)].map((m) => m[1]);
const pem = (body: string) =>
  `-----BEGIN CERTIFICATE-----\n${body.match(/.{1,64}/g)!.join('\n')}\n-----END CERTIFICATE-----\n`;
const newCertificate = async () => {
  const password = 'otra-clave';
  const p12 = createTestCertificate({ name: 'Admin Nuevo', rut: '11111111-1', password });
  const res = await t.api('admin', 'POST', '/api/v1/sii/certificate', {
    data: { fileBase64: p12.toString('base64'), password },
  });
  expect(res.status).toBe(200);
};

describe('re-signing on retry', () => {
  it('a pending envelope signed with a replaced certificate is signed again (same TED) before upload, and accepted', async () => {
    const documentId = await pay(0);
    t.sim.control.mode = 'down';
    expect(await run()).toMatchObject({ sent: 0, failed: 1 });
    const before = await envioOf(documentId);
    expect(before.state).toBe('pendiente');
    const oldCert = certOf(before.xml)[0]!;
    await newCertificate();
    const tokensBefore = t.sim.tokens.size;
    t.sim.control.mode = 'normal';
    expect(await run()).toMatchObject({ sent: 1, failed: 0 });
    const after = await envioOf(documentId);
    expect(after.state).toBe('enviado');
    // The timbre (the CAF's signature, printed on the PDF) is untouched; both signatures are new.
    expect(after.ted).toBe(before.ted);
    expect(after.xml).toContain(before.ted);
    const [docCert, setCert] = certOf(after.xml);
    expect(docCert).not.toBe(oldCert);
    expect(setCert).toBe(docCert);
    // A new certificate gets a new token (a new semilla signed with it).
    expect(t.sim.tokens.size).toBeGreaterThan(tokensBefore);
    const bytes = toLatin1(after.xml);
    expect(xmllintValidate(bytes, 'boleta').output).toContain('validates');
    expect(xmlsecVerify(bytes, pem(docCert!), 1).ok).toBe(true);
    expect(xmlsecVerify(bytes, pem(docCert!), 2).ok).toBe(true);
    // The XML download serves what was sent.
    const download = await t.api('admin', 'GET', `/api/v1/documents/${documentId}/xml`);
    expect(download.bytes.equals(bytes)).toBe(true);
    await run();
    expect((await envioOf(documentId)).state).toBe('aceptado');
  });

  it('an envelope the SII already holds (the answer was lost) is neither re-signed nor sent again', async () => {
    const documentId = await pay(1);
    const envio = await envioOf(documentId);
    // Uploaded, then the worker died before recording the track id (its claim went stale).
    const [rutCompany, dvCompany] = ISSUER_RUT.split('-') as [string, string];
    const form = new FormData();
    for (const [name, value] of Object.entries({
      rutSender: '11111111',
      dvSender: '1',
      rutCompany,
      dvCompany,
    }))
      form.set(name, value);
    form.set(
      'archivo',
      new Blob([new Uint8Array(toLatin1(envio.xml))], { type: 'text/xml' }),
      'envio.xml',
    );
    const answer = await fetch('http://127.0.0.1:9204/sii-sim/boleta.electronica.envio', {
      method: 'POST',
      headers: { cookie: `TOKEN=${[...t.sim.tokens][0]}` },
      body: form,
    });
    expect(answer.status).toBe(200);
    const uploads = t.sim.uploads;
    await t.database.db.execute(sql`update sii_envios set attempts = 1,
      claimed_at = now() - interval '1 hour' where id = ${envio.id}`);
    await newCertificate();
    expect(await run()).toMatchObject({ sent: 1 });
    expect(t.sim.uploads).toBe(uploads);
    const after = await envioOf(documentId);
    expect(after.state).toBe('enviado');
    expect(after.xml).toBe(envio.xml);
  });
});
