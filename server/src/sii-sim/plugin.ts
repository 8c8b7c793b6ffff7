import { randomInt, randomUUID } from 'node:crypto';
import { DOMParser } from '@xmldom/xmldom';
import { SignedXml } from 'xml-crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { checkEnvelope } from './verify-envelope.ts';

/** How the simulator behaves; tests and the admin change it at run time. */
export interface SiiSimControl {
  mode: 'normal' | 'down' | 'slow' | 'reject';
  slowMs: number;
}

interface Received {
  trackId: string;
  rut: string;
  kind: 'boleta' | 'dte';
  documents: { type: number; folio: number; error: string | null }[];
  error: string | null;
  receivedAt: Date;
}

/** What the simulator holds, in memory (a restart forgets it, like a fresh certification SII). */
export interface SiiSimState {
  control: SiiSimControl;
  seeds: Set<string>;
  tokens: Set<string>;
  envios: Map<string, Received>;
  /** `rut-type-folio` -> trackId: every document ever received, to tell duplicates. */
  byFolio: Map<string, string>;
  uploads: number;
}

export const createSiiSimState = (control: Partial<SiiSimControl> = {}): SiiSimState => ({
  control: { mode: 'normal', slowMs: 15_000, ...control },
  seeds: new Set(),
  tokens: new Set(),
  envios: new Map(),
  byFolio: new Map(),
  uploads: 0,
});

const xmlReply = (reply: FastifyReply, body: string) =>
  reply
    .type('application/xml; charset=UTF-8')
    .send(`<?xml version="1.0" encoding="UTF-8"?>${body}`);

const respuesta = (body: string, estado = '00', glosa = 'Ok') =>
  `<SII:RESPUESTA xmlns:SII="http://www.sii.cl/XMLSchema"><SII:RESP_BODY>${body}</SII:RESP_BODY><SII:RESP_HDR><ESTADO>${estado}</ESTADO><GLOSA>${glosa}</GLOSA></SII:RESP_HDR></SII:RESPUESTA>`;

/** The envelope and company of an upload, as the SII's multipart form carries them; null if not. */
const uploadOf = async (body: unknown): Promise<{ bytes: Buffer; company: string } | null> => {
  if (!(body instanceof FormData)) return null;
  const file = body.get('archivo');
  const fields = ['rutSender', 'dvSender', 'rutCompany', 'dvCompany'].map((n) => body.get(n));
  if (!(file instanceof Blob) || fields.some((f) => typeof f !== 'string' || !f)) return null;
  return { bytes: Buffer.from(await file.arrayBuffer()), company: `${fields[2]}-${fields[3]}` };
};

const tokenOf = (request: FastifyRequest): string | undefined =>
  /TOKEN=([^;]+)/.exec(request.headers.cookie ?? '')?.[1];

/**
 * The SII's boleta REST service (semilla, token, envío, estado) and the DTE upload for notas de
 * crédito, offline. It checks each envelope's schema (xmllint), both XML signatures and every
 * timbre, and answers with the SII's states: REC on receipt, EPR when processed with per-document
 * ACEPTADO / RECHAZADO. `state.control` makes it down (503), slow, or reject everything.
 */
export const siiSimPlugin = async (
  app: FastifyInstance,
  options: { state?: SiiSimState },
): Promise<void> => {
  const state = options.state ?? createSiiSimState();
  app.addContentTypeParser(
    ['application/xml', 'text/xml', 'application/octet-stream'],
    { parseAs: 'buffer' },
    (_req, body, done) => done(null, body),
  );
  // The uploads come as the SII's services take them: multipart/form-data (read by undici's own
  // parser through a Response, so no multipart dependency for a development plugin).
  app.addContentTypeParser('multipart/form-data', { parseAs: 'buffer' }, (request, body, done) => {
    new Response(body as Buffer, {
      headers: { 'content-type': String(request.headers['content-type']) },
    })
      .formData()
      .then((form) => done(null, form))
      .catch(() => done(null, null));
  });

  app.addHook('onRequest', async (request, reply) => {
    if (request.url.endsWith('/control')) return;
    if (state.control.mode === 'down')
      return reply.code(503).send({ error: 'Servicio no disponible (simulador)' });
  });
  // Slow answers, not slow receipt: the request is processed and the reply is late, the case
  // where a client that gives up must not send the document again.
  app.addHook('onSend', async (request, _reply, payload) => {
    if (state.control.mode === 'slow' && !request.url.endsWith('/control'))
      await new Promise((r) => setTimeout(r, state.control.slowMs));
    return payload;
  });

  app.post('/control', async (request) => {
    const body = request.body as Partial<SiiSimControl> | undefined;
    if (body?.mode && ['normal', 'down', 'slow', 'reject'].includes(body.mode))
      state.control.mode = body.mode;
    if (typeof body?.slowMs === 'number') state.control.slowMs = body.slowMs;
    return state.control;
  });

  app.get('/boleta.electronica.semilla', async (_request, reply) => {
    const seed = String(randomInt(1e11, 1e12));
    state.seeds.add(seed);
    return xmlReply(reply, respuesta(`<SEMILLA>${seed}</SEMILLA>`));
  });

  app.post('/boleta.electronica.token', async (request, reply) => {
    const xml = Buffer.isBuffer(request.body)
      ? request.body.toString('utf8')
      : String(request.body ?? '');
    const doc = new DOMParser({ onError: () => undefined }).parseFromString(xml, 'text/xml');
    const seed = doc.documentElement?.getElementsByTagName('Semilla')[0]?.textContent ?? '';
    const signature = doc.documentElement?.getElementsByTagName('Signature')[0];
    const cert = signature
      ?.getElementsByTagName('X509Certificate')[0]
      ?.textContent?.replace(/\s+/g, '');
    let valid = false;
    if (signature && cert) {
      try {
        const checker = new SignedXml({
          publicCert: `-----BEGIN CERTIFICATE-----\n${cert}\n-----END CERTIFICATE-----`,
        });
        checker.loadSignature(signature as unknown as Parameters<SignedXml['loadSignature']>[0]);
        valid = checker.checkSignature(xml);
      } catch {
        valid = false;
      }
    }
    if (!state.seeds.delete(seed) || !valid)
      return xmlReply(reply.code(401), respuesta('', '10', 'Semilla inválida o firma incorrecta'));
    const token = randomUUID().replace(/-/g, '').toUpperCase();
    state.tokens.add(token);
    return xmlReply(reply, respuesta(`<TOKEN>${token}</TOKEN>`));
  });

  const receive =
    (kind: 'boleta' | 'dte') => async (request: FastifyRequest, reply: FastifyReply) => {
      if (!state.tokens.has(tokenOf(request) ?? ''))
        return reply.code(401).send({ error: 'Token inválido' });
      const upload = await uploadOf(request.body);
      if (!upload)
        return reply.code(400).send({
          error:
            'Se espera multipart/form-data con rutSender, dvSender, rutCompany, dvCompany y archivo',
        });
      const check = checkEnvelope(upload.bytes, kind);
      if (!check.error && upload.company !== check.rutEmisor)
        check.error = `rutCompany ${upload.company} no es el emisor del envío (${check.rutEmisor})`;
      const trackId = String(randomInt(1e9, 1e10));
      state.uploads += 1;
      if (state.control.mode === 'reject')
        check.error = 'Rechazado por el simulador (modo rechazo)';
      for (const d of check.documents) {
        const key = `${check.rutEmisor}-${d.type}-${d.folio}`;
        if (!d.error && state.byFolio.has(key))
          d.error = `Folio ${d.folio} ya recibido (track ${state.byFolio.get(key)})`;
        else if (!check.error && !d.error) state.byFolio.set(key, trackId);
      }
      state.envios.set(trackId, {
        trackId,
        rut: check.rutEmisor,
        kind,
        documents: check.documents,
        error: check.error,
        receivedAt: new Date(),
      });
      return {
        rut_emisor: check.rutEmisor,
        trackid: trackId,
        fecha_recepcion: new Date().toISOString(),
        estado: 'REC',
      };
    };
  app.post('/boleta.electronica.envio', receive('boleta'));
  app.post('/dte.upload', receive('dte'));

  app.get('/boleta.electronica.envio/:key', async (request, reply) => {
    if (!state.tokens.has(tokenOf(request) ?? ''))
      return reply.code(401).send({ error: 'Token inválido' });
    const trackId = (request.params as { key: string }).key.split('-').pop() ?? '';
    const envio = state.envios.get(trackId);
    if (!envio) return reply.code(404).send({ error: 'Envío desconocido' });
    const detail = envio.documents.map((d) => {
      const error = envio.error ?? d.error;
      return {
        tipo: d.type,
        folio: d.folio,
        estado: error ? 'RCH' : 'ACE',
        descripcion: error ? 'Rechazado' : 'Aceptado',
        error: error ? [{ seccion: 'DTE', linea: 0, nivel: 1, codigo: 1, descripcion: error }] : [],
      };
    });
    return {
      rut_emisor: envio.rut,
      trackid: envio.trackId,
      estado: 'EPR',
      estadistica: [
        {
          tipo: envio.documents[0]?.type ?? 0,
          informados: detail.length,
          aceptados: detail.filter((d) => d.estado === 'ACE').length,
          rechazados: detail.filter((d) => d.estado === 'RCH').length,
          reparos: 0,
        },
      ],
      detalle_rep_rech: detail.filter((d) => d.estado !== 'ACE'),
    };
  });

  /** Whether the SII holds a document (used after a crash, before sending again). */
  app.get('/boleta.electronica/:key/estado', async (request, reply) => {
    if (!state.tokens.has(tokenOf(request) ?? ''))
      return reply.code(401).send({ error: 'Token inválido' });
    const [rut, dv, type, folio] = (request.params as { key: string }).key.split('-');
    const trackId = state.byFolio.get(`${rut}-${dv}-${type}-${folio}`);
    if (!trackId) return reply.code(404).send({ error: 'Documento no recibido' });
    return { trackid: trackId, estado: 'ACE' };
  });
};
