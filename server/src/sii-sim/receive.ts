import { randomInt } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import type { SiiSimState } from './state.ts';
import { checkEnvelope, type EnvelopeCheck } from './verify-envelope.ts';

/** The token both SII services take as the cookie TOKEN. */
export const cookieToken = (request: FastifyRequest): string | undefined =>
  /TOKEN=([^;]+)/.exec(request.headers.cookie ?? '')?.[1];

export interface Upload {
  bytes: Buffer;
  sender: string;
  company: string;
  filename: string;
}

/** The envelope, sender and company of an upload, as the SII's multipart form carries them. */
export const uploadOf = async (body: unknown): Promise<Upload | null> => {
  if (!(body instanceof FormData)) return null;
  const file = body.get('archivo');
  const fields = ['rutSender', 'dvSender', 'rutCompany', 'dvCompany'].map((n) => body.get(n));
  if (!(file instanceof Blob) || fields.some((f) => typeof f !== 'string' || !f)) return null;
  return {
    bytes: Buffer.from(await file.arrayBuffer()),
    sender: `${fields[0]}-${fields[1]}`,
    company: `${fields[2]}-${fields[3]}`,
    filename: file instanceof File ? file.name : 'envio.xml',
  };
};

/**
 * Receives an envelope as the SII does: checks it (schema, signatures, timbres), its company
 * against the form's, refuses folios already received, and files it under a new track id.
 */
export const receiveEnvelope = async (
  state: SiiSimState,
  kind: 'boleta' | 'dte',
  upload: Upload,
): Promise<{ trackId: string; check: EnvelopeCheck }> => {
  // Checked first (awaited); then filed in one synchronous step, so two envelopes arriving
  // together cannot both claim a folio.
  const check = await checkEnvelope(upload.bytes, kind);
  if (!check.error && upload.company !== check.rutEmisor) {
    check.error = `rutCompany ${upload.company} no es el emisor del envío (${check.rutEmisor})`;
    check.errorKind = 'caratula';
  }
  const trackId = String(randomInt(1e9, 1e10));
  state.uploads += 1;
  if (state.control.mode === 'reject') check.error = 'Rechazado por el simulador (modo rechazo)';
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
    errorKind: check.errorKind,
    queries: 0,
    receivedAt: new Date(),
  });
  return { trackId, check };
};
