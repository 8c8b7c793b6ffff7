import { randomInt } from 'node:crypto';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { siiRespuesta } from '../sii-protocol/wire-format.ts';
import { dteServices } from './dte-services.ts';
import { cookieToken as tokenOf, receiveEnvelope, uploadOf } from './receive.ts';
import { tokenFor } from './token-request.ts';
import { createSiiSimState, type SiiSimControl, type SiiSimState } from './state.ts';

const xmlReply = (reply: FastifyReply, body: string) =>
  reply.type('application/xml; charset=UTF-8').send(body);

/**
 * The SII's boleta REST service (semilla, token, envío, estado) and its classic DTE services for
 * notas de crédito (dte-services.ts), offline. It checks each envelope's schema (xmllint), both XML signatures and every
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
    return xmlReply(reply, siiRespuesta([['ESTADO', '00']], [['SEMILLA', seed]]));
  });

  app.post('/boleta.electronica.token', async (request, reply) => {
    const xml = Buffer.isBuffer(request.body)
      ? request.body.toString('utf8')
      : String(request.body ?? '');
    const token = tokenFor(xml, state.seeds, state.tokens);
    if (!token)
      return xmlReply(
        reply.code(401),
        siiRespuesta([
          ['ESTADO', '10'],
          ['GLOSA', 'Semilla inválida o firma incorrecta'],
        ]),
      );
    return xmlReply(
      reply,
      siiRespuesta(
        [
          ['ESTADO', '00'],
          ['GLOSA', 'Token Creado'],
        ],
        [['TOKEN', token]],
      ),
    );
  });

  app.post('/boleta.electronica.envio', async (request, reply) => {
    if (!state.tokens.has(tokenOf(request) ?? ''))
      return reply.code(401).send({ error: 'Token inválido' });
    const upload = await uploadOf(request.body);
    if (!upload)
      return reply.code(400).send({
        error:
          'Se espera multipart/form-data con rutSender, dvSender, rutCompany, dvCompany y archivo',
      });
    const { trackId, check } = await receiveEnvelope(state, 'boleta', upload);
    return {
      rut_emisor: check.rutEmisor,
      trackid: trackId,
      fecha_recepcion: new Date().toISOString(),
      estado: 'REC',
    };
  });
  await dteServices(app, state);

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

export type { SiiSimState } from './state.ts';
