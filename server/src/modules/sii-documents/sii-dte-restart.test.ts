import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { CLAIM_STALE_MS } from './send-envios.ts';
import type { SiiClient, SiiService } from './sii-service.ts';
import { startDteKit, type DteTestKit } from './sii-dte-test-harness.ts';
import { ISSUER_RUT } from './sii-test-harness.ts';

/**
 * Notas de crédito (61) the SII rejects (RFR, RCT through QueryEstUp), and restart safety: a
 * worker killed (kill -9) around the DTEUpload never makes one be sent twice nor lost, because
 * the next worker asks QueryEstDte before sending again.
 */
const STARTUP_TIMEOUT_MS = 180_000;
let k: DteTestKit;
beforeAll(async () => {
  k = await startDteKit(8);
}, STARTUP_TIMEOUT_MS);
afterAll(() => k.t.close());

describe('notas de crédito: rejected envelopes and restarts', () => {
  it('a rejected envelope: RFR when its signatures do not hold, RCT when the company is not its issuer', async () => {
    const { documentId } = await k.annulled();
    const stored = await k.creditNote(documentId);
    const pristine = await k.t.api('admin', 'GET', `/api/v1/documents/${documentId}/xml?type=61`);
    await k.t.rows(
      sql`update sii_envios set xml = replace(xml, 'Pago duplicado', 'Pago duplicadx') where id = ${stored.id}`,
    );
    await k.send();
    await k.send();
    const rejected = await k.creditNote(documentId);
    expect(rejected).toMatchObject({
      state: 'rechazado',
      reason: 'RFR: Rechazado por Error en Firma',
    });
    const listed = await k.t.api('admin', 'GET', `/api/v1/sii/envios?documentId=${documentId}`);
    expect(listed.json).toContainEqual(expect.objectContaining({ type: 61, state: 'rechazado' }));

    const trackId = await k.client.dte.upload(pristine.bytes, {
      sender: '11111111-1',
      company: '22222222-2',
    });
    expect(await k.client.dte.status(trackId, ISSUER_RUT, stored.folio)).toEqual({
      state: 'rechazado',
      reason: 'RCT: Rechazado por Error en Carátula',
    });
  });

  it('SII down (HTTP 503 from its SOAP services): the nota de crédito waits with the reason and goes once it is back', async () => {
    const { documentId } = await k.annulled();
    k.t.sim.control.mode = 'down';
    try {
      expect(await k.send()).toMatchObject({ sent: 0, failed: 1 });
    } finally {
      k.t.sim.control.mode = 'normal';
    }
    expect(await k.creditNote(documentId)).toMatchObject({ state: 'pendiente' });
    expect((await k.creditNote(documentId)).reason).toContain('HTTP 503');
    expect(await k.send()).toMatchObject({ sent: 1 });
  });

  it('a copy sent again before the SII processed the first upload is rejected as a repeated folio; QueryEstDte (DOK) makes it read aceptado', async () => {
    const { documentId } = await k.annulled();
    const envelope = await k.t.api('admin', 'GET', `/api/v1/documents/${documentId}/xml?type=61`);
    // The first upload, whose answer the product never got (the SII had not processed it yet).
    await k.client.dte.upload(envelope.bytes, { sender: '11111111-1', company: ISSUER_RUT });
    const uploads = k.t.sim.uploads;
    for (let run = 0; run < 3; run += 1) await k.send();
    expect(k.t.sim.uploads).toBe(uploads + 1);
    expect(await k.creditNote(documentId)).toMatchObject({ state: 'aceptado', reason: null });
  });

  describe('kill -9 during the envío (the claim is committed, nothing else recorded)', () => {
    const dyingAfter = (upload: boolean): SiiClient => ({
      ...k.client,
      dte: {
        ...k.client.dte,
        upload: async (...args: Parameters<SiiService['upload']>) => {
          if (upload) await k.client.dte.upload(...args);
          return new Promise<string>(() => undefined);
        },
      },
    });
    const crash = async (dying: SiiClient, documentId: number) => {
      const crashAt = k.later();
      void k.send(dying, crashAt);
      await expect.poll(async () => (await k.creditNote(documentId)).claimed_at).not.toBeNull();
      expect(await k.send(k.client, new Date(crashAt.getTime() + 1_000))).toMatchObject({
        sent: 0,
      });
      return k.setClock(crashAt.getTime() + CLAIM_STALE_MS + 1_000);
    };

    it('died after the upload: QueryEstDte finds the folio (DOK), it is recorded accepted and not sent again', async () => {
      const { documentId, folio } = await k.annulled();
      const uploads = k.t.sim.uploads;
      const dying = dyingAfter(true);
      const crashAt = k.later(0);
      void k.send(dying, crashAt);
      await expect.poll(() => k.t.sim.uploads).toBe(uploads + 1);
      expect(await k.creditNote(documentId)).toMatchObject({ state: 'pendiente' });
      expect(await k.send(k.client, new Date(crashAt.getTime() + 1_000))).toMatchObject({
        sent: 0,
      });
      const stale = k.setClock(crashAt.getTime() + CLAIM_STALE_MS + 1_000);
      const from = k.t.sim.dteCalls.length;
      expect(await k.send(k.client, stale)).toMatchObject({ sent: 0, failed: 0 });
      expect(k.t.sim.uploads).toBe(uploads + 1);
      const asked = k.t.sim.dteCalls.slice(from).find((c) => c.operation === 'getEstDte')!;
      expect(asked.params).toMatchObject({
        RutCompania: '76543210',
        DvCompania: '3',
        TipoDte: '61',
        FolioDte: String(folio),
        RutConsultante: '11111111',
      });
      expect(asked.params.FechaEmisionDte).toMatch(/^\d{8}$/);
      expect(Number(asked.params.MontoDte)).toBeGreaterThan(0);
      expect(await k.creditNote(documentId)).toMatchObject({ state: 'aceptado' });
    });

    it('died before the upload: QueryEstDte answers FAU and it is sent exactly once', async () => {
      const { documentId } = await k.annulled();
      const uploads = k.t.sim.uploads;
      const stale = await crash(dyingAfter(false), documentId);
      expect(await k.send(k.client, stale)).toMatchObject({ sent: 1 });
      expect(k.t.sim.uploads).toBe(uploads + 1);
      await k.send();
      await k.send();
      expect(await k.creditNote(documentId)).toMatchObject({ state: 'aceptado' });
      expect(k.t.sim.uploads).toBe(uploads + 1);
    });
  });
});
