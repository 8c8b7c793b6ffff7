import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { xmllintValidate } from '../sii-xml/sii-test-tools.ts';
import { CLAIM_STALE_MS, sendSiiEnvios } from './send-envios.ts';
import { createSiiClient } from './sii-client.ts';
import type { SiiClient, SiiService } from './sii-service.ts';
import { ISSUER_RUT, startSiiApp, type SiiTestApp } from './sii-test-harness.ts';

const STARTUP_TIMEOUT_MS = 180_000;
const PORT = 9202;
let t: SiiTestApp;
let client: SiiClient;
let clock = Date.now();
/** Each run happens later than every backoff, so due rows are retried at once. */
const later = (ms = 2 * 3_600_000) => new Date((clock += ms));

beforeAll(async () => {
  t = await startSiiApp(PORT, 12);
  await t.setUpIssuer({ number: 0, date: '2026-01-02' }, [
    [41, 1, 100],
    [61, 1, 100],
  ]);
  const certificate = t.signingCertificate();
  client = createSiiClient({
    environment: 'simulator',
    simulatorUrl: () => `http://127.0.0.1:${PORT}/sii-sim`,
    certificate: async () => certificate,
  });
}, STARTUP_TIMEOUT_MS);
afterAll(() => t.close());

const pay = async (index: number): Promise<number> =>
  (await t.pay([t.openCharges[index]!])).json.document.id as number;
const envioOf = async (documentId: number, type = 41) =>
  (
    await t.rows<{
      id: number;
      state: string;
      reason: string | null;
      attempts: number;
      track_id: string | null;
    }>(
      sql`select id, state, reason, attempts, track_id from sii_envios where document_id = ${documentId} and dte_type = ${type}`,
    )
  )[0]!;

describe('envío to the SII', () => {
  it('SII down: nothing lost, retried with backoff; then sent once and accepted', async () => {
    const documentId = await pay(0);
    t.sim.control.mode = 'down';
    const now = later();
    expect(await sendSiiEnvios(t.database.db, client, now)).toMatchObject({ sent: 0, failed: 1 });
    const failed = await envioOf(documentId);
    expect(failed).toMatchObject({ state: 'pendiente', attempts: 1 });
    expect(failed.reason).toContain('503');
    // Not due again before its backoff.
    expect(
      await sendSiiEnvios(t.database.db, client, new Date(now.getTime() + 1_000)),
    ).toMatchObject({ sent: 0, failed: 0 });
    t.sim.control.mode = 'normal';
    expect(await sendSiiEnvios(t.database.db, client, later())).toMatchObject({ sent: 1 });
    expect(await sendSiiEnvios(t.database.db, client, later())).toMatchObject({ accepted: 1 });
    expect(await envioOf(documentId)).toMatchObject({ state: 'aceptado', reason: null });
    expect(t.sim.uploads).toBe(1);
  });

  it('slow SII: the client gives up, the late upload is found by folio and never sent twice', async () => {
    const impatient = createSiiClient({
      environment: 'simulator',
      simulatorUrl: () => `http://127.0.0.1:${PORT}/sii-sim`,
      certificate: async () => t.signingCertificate(),
      timeoutMs: 300,
    });
    const unknown = { company: ISSUER_RUT, sender: '11111111-1', type: 41, folio: 99_999, xml: '' };
    expect(await impatient.boleta.known(unknown)).toBeNull(); // its token, while the SII is quick
    const documentId = await pay(1);
    t.sim.control = { mode: 'slow', slowMs: 600 };
    expect(await sendSiiEnvios(t.database.db, impatient, later())).toMatchObject({ failed: 1 });
    await new Promise((r) => setTimeout(r, 700));
    t.sim.control.mode = 'normal';
    const uploads = t.sim.uploads;
    expect(await sendSiiEnvios(t.database.db, client, later())).toMatchObject({ sent: 1 });
    expect(t.sim.uploads).toBe(uploads);
    await sendSiiEnvios(t.database.db, client, later());
    expect(await envioOf(documentId)).toMatchObject({ state: 'aceptado' });
  });

  it('kill -9 after the upload: the next worker finds it at the SII and does not send it again', async () => {
    const documentId = await pay(2);
    const uploads = t.sim.uploads;
    // A worker that uploads and then dies: its promise never settles, nothing is recorded.
    const dying: SiiClient = {
      ...client,
      boleta: {
        ...client.boleta,
        upload: async (...args: Parameters<SiiService['upload']>) => {
          await client.boleta.upload(...args);
          return new Promise<string>(() => undefined);
        },
      },
    };
    const crashAt = later();
    void sendSiiEnvios(t.database.db, dying, crashAt);
    await expect.poll(() => t.sim.uploads).toBe(uploads + 1);
    expect(await envioOf(documentId)).toMatchObject({ state: 'pendiente' });
    // Before the claim goes stale nobody takes it.
    expect(
      await sendSiiEnvios(t.database.db, client, new Date(crashAt.getTime() + 1_000)),
    ).toMatchObject({ sent: 0 });
    expect(
      await sendSiiEnvios(
        t.database.db,
        client,
        new Date(crashAt.getTime() + CLAIM_STALE_MS + 1_000),
      ),
    ).toMatchObject({ sent: 1 });
    expect(t.sim.uploads).toBe(uploads + 1);
    clock = crashAt.getTime() + CLAIM_STALE_MS + 1_000;
    await sendSiiEnvios(t.database.db, client, later());
    expect(await envioOf(documentId)).toMatchObject({ state: 'aceptado' });
  });

  it('rejected with the SII reason; an admin retries it after fixing the cause', async () => {
    const documentId = await pay(3);
    t.sim.control.mode = 'reject';
    await sendSiiEnvios(t.database.db, client, later());
    await sendSiiEnvios(t.database.db, client, later());
    const rejected = await envioOf(documentId);
    expect(rejected.state).toBe('rechazado');
    expect(rejected.reason).toContain('Rechazado por el simulador');
    const slips = await t.api('admin', 'GET', '/api/v1/getPaymentSlips?pageSize=50');
    const slip = slips.json.items.find((d: { id: number }) => d.id === documentId);
    expect(slip.sii).toMatchObject({ envioId: rejected.id, state: 'rechazado', creditNote: null });
    const listed = await t.api('admin', 'GET', `/api/v1/sii/envios?documentId=${documentId}`);
    expect(listed.json).toEqual([expect.objectContaining({ state: 'rechazado', type: 41 })]);
    expect(
      (await t.api('studentA', 'POST', '/api/v1/sii/envios/retry', { data: { id: rejected.id } }))
        .status,
    ).toBe(403);
    t.sim.control.mode = 'normal';
    const retried = await t.api('admin', 'POST', '/api/v1/sii/envios/retry', {
      data: { id: rejected.id },
    });
    expect(retried.json).toMatchObject({ state: 'pendiente', attempts: 0 });
    expect(
      (await t.api('admin', 'POST', '/api/v1/sii/envios/retry', { data: { id: rejected.id } }))
        .status,
    ).toBe(409);
    await sendSiiEnvios(t.database.db, client, later());
    await sendSiiEnvios(t.database.db, client, later());
    expect(await envioOf(documentId)).toMatchObject({ state: 'aceptado' });
  });

  it('annulling a payment issues a nota de crédito 61 referencing the boleta, accepted by the SII', async () => {
    const documentId = await pay(4);
    const [payment] = await t.rows<{ payment_id: number; folio: number }>(
      sql`select payment_id, folio from documents where id = ${documentId}`,
    );
    const annul = await t.api('admin', 'POST', '/api/v1/annulPayment', {
      id: payment!.payment_id,
      reason: 'Pago duplicado',
    });
    expect(annul.status).toBe(200);
    const xml = await t.api('admin', 'GET', `/api/v1/documents/${documentId}/xml?type=61`);
    expect(xml.status).toBe(200);
    expect(xmllintValidate(xml.bytes, 'dte').ok).toBe(true);
    const text = xml.bytes.toString('latin1');
    expect(text).toContain(`<TpoDocRef>41</TpoDocRef><FolioRef>${payment!.folio}</FolioRef>`);
    expect(text).toContain('<CodRef>1</CodRef><RazonRef>Pago duplicado</RazonRef>');
    // upload, then QueryEstUp answers SOK (schema validado) and, on the next run, EPR
    for (let run = 0; run < 3; run += 1) await sendSiiEnvios(t.database.db, client, later());
    expect(await envioOf(documentId, 61)).toMatchObject({ state: 'aceptado' });
  });
  it('uploads are the SII form (multipart with the company and archivo): a bare XML body or another company is refused', async () => {
    const documentId = await pay(5);
    const xml = await t.api('admin', 'GET', `/api/v1/documents/${documentId}/xml`);
    const token = [...t.sim.tokens][0];
    const url = `http://127.0.0.1:${PORT}/sii-sim/boleta.electronica.envio`;
    const bare = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/xml', cookie: `TOKEN=${token}` },
      body: new Uint8Array(xml.bytes),
    });
    expect(bare.status).toBe(400);
    const form = new FormData();
    for (const [name, value] of Object.entries({
      rutSender: '11111111',
      dvSender: '1',
      rutCompany: '22222222',
      dvCompany: '2',
    }))
      form.set(name, value);
    form.set('archivo', new Blob([new Uint8Array(xml.bytes)], { type: 'text/xml' }), 'envio.xml');
    const other = await fetch(url, {
      method: 'POST',
      headers: { cookie: `TOKEN=${token}` },
      body: form,
    });
    const { trackid } = (await other.json()) as { trackid: string };
    const status = await fetch(
      `http://127.0.0.1:${PORT}/sii-sim/boleta.electronica.envio/${ISSUER_RUT}-${trackid}`,
      { headers: { cookie: `TOKEN=${token}` } },
    );
    expect(JSON.stringify(await status.json())).toContain('no es el emisor');
    // the product's own upload of that envelope is accepted
    await sendSiiEnvios(t.database.db, client, later());
    await sendSiiEnvios(t.database.db, client, later());
    expect(await envioOf(documentId)).toMatchObject({ state: 'aceptado' });
  });
});
