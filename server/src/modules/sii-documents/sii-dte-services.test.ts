import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readSoapReturn, siiField, soapCall } from '../../sii-protocol/wire-format.ts';
import { openPkcs12 } from '../sii-xml/certificate.ts';
import { createTestCertificate } from '../sii-xml/test-material.ts';
import { signWholeDocument } from '../sii-xml/xml-signature.ts';
import { startDteKit, type DteTestKit } from './sii-dte-test-harness.ts';
import { uploadForm } from './sii-transport.ts';
import { ISSUER_RUT } from './sii-test-harness.ts';

/**
 * Notas de crédito (61) through the SII's classic DTE services: the real client against the
 * simulator's CrSeed, GetTokenFromSeed, DTEUpload and QueryEstUp over HTTP, and the tokens.
 */
const STARTUP_TIMEOUT_MS = 180_000;
let k: DteTestKit;
beforeAll(async () => {
  k = await startDteKit(6);
}, STARTUP_TIMEOUT_MS);
afterAll(() => k.t.close());

const soapAt = async (service: string, body: string) =>
  fetch(`${k.t.origin}/sii-sim/DTEWS/${service}.jws`, {
    method: 'POST',
    headers: { 'content-type': 'text/xml; charset=UTF-8', soapaction: '""' },
    body,
  });

describe('notas de crédito through the SII classic DTE services', () => {
  it('CrSeed, GetTokenFromSeed, DTEUpload with the token cookie, then QueryEstUp: SOK, EPR, aceptado', async () => {
    const { documentId } = await k.annulled();
    const from = k.t.sim.dteCalls.length;
    const restTokens = new Set(k.t.sim.tokens);
    expect(await k.send()).toMatchObject({ sent: 1, failed: 0 });
    expect(k.calls(from)).toEqual([
      'CrSeed.getSeed',
      'GetTokenFromSeed.getToken',
      'DTEUpload.upload',
    ]);
    const [, getToken, upload] = k.t.sim.dteCalls.slice(from);
    expect(getToken!.params.pszXml).toMatch(/^<getToken><item><Semilla>\d{12}<\/Semilla><\/item>/);
    expect(getToken!.params.pszXml).toContain('<Reference URI="">');
    expect(k.t.sim.dteTokens.has(upload!.cookie!)).toBe(true);
    expect(restTokens.has(upload!.cookie!)).toBe(false); // the REST token is another service's
    const sent = await k.creditNote(documentId);
    expect(sent).toMatchObject({ state: 'enviado' });

    expect(await k.send()).toMatchObject({ accepted: 0 }); // SOK: schema validated, still in process
    const query = k.t.sim.dteCalls.at(-1)!;
    expect(query).toMatchObject({
      service: 'QueryEstUp',
      operation: 'getEstUp',
      params: {
        RutCompania: '76543210',
        DvCompania: '3',
        TrackId: sent.track_id,
        Token: upload!.cookie,
      },
    });
    expect(await k.creditNote(documentId)).toMatchObject({ state: 'enviado' });
    expect(await k.send()).toMatchObject({ accepted: 1 });
    expect(await k.creditNote(documentId)).toMatchObject({ state: 'aceptado', reason: null });
  });

  it("the app's own job (sii/envios/run) reaches the DTE services of the simulator it serves", async () => {
    const { documentId } = await k.annulled();
    const from = k.t.sim.dteCalls.length;
    const run = await k.t.api('admin', 'POST', '/api/v1/sii/envios/run');
    expect(run.status).toBe(200);
    expect(k.calls(from)).toContain('DTEUpload.upload');
    expect(await k.creditNote(documentId)).toMatchObject({ state: 'enviado' });
    await k.send(); // SOK
    await k.send(); // EPR
    expect(await k.creditNote(documentId)).toMatchObject({ state: 'aceptado' });
  });

  it('the services refuse what the SII refuses: no token cookie, a semilla not issued or signed over, a token not issued, an unknown operation', async () => {
    const form = uploadForm(Buffer.from('<EnvioDTE/>'), {
      sender: '11111111-1',
      company: ISSUER_RUT,
    });
    const bare = await fetch(`${k.t.origin}/sii-sim/cgi_dte/UPL/DTEUpload`, {
      method: 'POST',
      body: form,
    });
    const recepcion = await bare.text();
    expect(siiField(recepcion, 'STATUS')).toBe('5');
    expect(siiField(recepcion, 'TRACKID')).toBeUndefined();

    const seedXml = readSoapReturn(
      await (await soapAt('CrSeed', soapCall('getSeed'))).text(),
      'getSeed',
    );
    const seed = siiField(seedXml, 'SEMILLA')!;
    const request = signWholeDocument(
      `<getToken><item><Semilla>${seed}</Semilla></item></getToken>`,
      k.certificate,
    );
    const getToken = async (pszXml: string) =>
      readSoapReturn(
        await (await soapAt('GetTokenFromSeed', soapCall('getToken', [['pszXml', pszXml]]))).text(),
        'getToken',
      );
    const altered = request.replace(`<Semilla>${seed}`, '<Semilla>000000000001');
    expect(siiField(await getToken(altered), 'ESTADO')).toBe('10');
    const granted = await getToken(request);
    expect(siiField(granted, 'ESTADO')).toBe('00');
    expect(siiField(granted, 'TOKEN')).toMatch(/^[0-9A-F]{13}$/);
    expect(siiField(await getToken(request), 'ESTADO')).toBe('10'); // a semilla serves once

    const estUp = soapCall('getEstUp', [
      ['RutCompania', '76543210'],
      ['DvCompania', '3'],
      ['TrackId', '1'],
      ['Token', 'NOEXISTE'],
    ]);
    const answer = readSoapReturn(await (await soapAt('QueryEstUp', estUp)).text(), 'getEstUp');
    expect(siiField(answer, 'ESTADO')).toBe('001');
    const wrong = await soapAt('QueryEstUp', soapCall('getEstado'));
    expect(wrong.status).toBe(500);
    expect(() => readSoapReturn('', 'getEstUp')).toThrow('no SOAP');
    await expect(wrong.text().then((x) => readSoapReturn(x, 'getEstado'))).rejects.toThrow(
      "No such operation 'getEstado'",
    );
  });

  it('an expired token: the upload (STATUS 5) and the state query (ESTADO 001) each get a new token from a new semilla and one retry', async () => {
    const { documentId } = await k.annulled();
    k.t.sim.dteTokens.clear(); // every token the SII gave has expired
    const uploads = k.t.sim.uploads;
    let from = k.t.sim.dteCalls.length;
    expect(await k.send()).toMatchObject({ sent: 1, failed: 0 });
    expect(k.calls(from)).toEqual([
      'DTEUpload.upload',
      'CrSeed.getSeed',
      'GetTokenFromSeed.getToken',
      'DTEUpload.upload',
    ]);
    expect(k.t.sim.uploads).toBe(uploads + 1); // the refused upload was not received
    k.t.sim.dteTokens.clear();
    from = k.t.sim.dteCalls.length;
    await k.send();
    expect(k.calls(from)).toEqual([
      'QueryEstUp.getEstUp',
      'CrSeed.getSeed',
      'GetTokenFromSeed.getToken',
      'QueryEstUp.getEstUp',
    ]);
    await k.send();
    expect(await k.creditNote(documentId)).toMatchObject({ state: 'aceptado' });
  });

  it('an invalid token request (signed with a key that is not the certificate it carries) is refused: nothing is sent, the nota de crédito waits with the reason', async () => {
    const { documentId } = await k.annulled();
    const other = openPkcs12(
      createTestCertificate({ name: 'Otra Persona', rut: '22222222-2', password: 'x' }),
      'x',
    );
    const forged = k.clientFor(async () => ({ ...k.certificate, privateKey: other.privateKey }));
    const uploads = k.t.sim.uploads;
    expect(await k.send(forged)).toMatchObject({ sent: 0, failed: 1 });
    expect(k.t.sim.uploads).toBe(uploads);
    const waiting = await k.creditNote(documentId);
    expect(waiting.state).toBe('pendiente');
    expect(waiting.reason).toContain('ESTADO 10: Semilla inválida o firma incorrecta');
    expect(await k.send()).toMatchObject({ sent: 1 });
  });
});
