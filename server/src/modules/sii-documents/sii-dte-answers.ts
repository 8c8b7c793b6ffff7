import { DTE_UPLOAD_STATUS, ENVIO_STATES, siiField } from '../../sii-protocol/wire-format.ts';
import type { SiiDocumentRef, SiiHeld, SiiStatus } from './sii-service.ts';
import { rutParts } from './sii-transport.ts';

/**
 * How the client reads the classic DTE services' answers. `'token'` means the SII did not take
 * the token: the caller gets a fresh one and asks once more.
 *
 * The token refusal of the SOAP queries is recognised by ESTADO 001 or a GLOSA that speaks of
 * the token: that is what the simulator answers; the exact codes of the real services are not
 * verified against them (docs/sii.md).
 */
type Answer<T> = T | 'token';

const tokenRefused = (estado: string | undefined, glosa: string | undefined) =>
  estado === '001' || /token/i.test(glosa ?? '');

const explained = (estado: string | undefined, glosa: string | undefined) =>
  `ESTADO ${estado ?? '?'}${glosa ? `: ${glosa}` : ''}`;

/** RECEPCIONDTE: STATUS 0 with the TRACKID, 5 when not authenticated, anything else an error. */
export const readRecepcion = (xml: string): Answer<string> => {
  const status = siiField(xml, 'STATUS');
  const trackId = siiField(xml, 'TRACKID');
  if (status === '0' && trackId) return String(Number(trackId));
  if (status === '5') return 'token';
  if (status === undefined)
    throw new Error('El SII respondió el envío sin STATUS (no es RECEPCIONDTE)');
  const detail = siiField(xml, 'ERROR');
  throw new Error(
    `El SII no recibió el envío (STATUS ${status}: ${DTE_UPLOAD_STATUS[status] ?? 'error interno'}${detail ? `; ${detail}` : ''})`,
  );
};

const REJECTED = new Set(['RSC', 'RFR', 'RCT']);
const IN_PROCESS = new Set(['SOK', 'CRT', 'FOK', 'PDR']);

/** getEstUp's answer: the envío in process (null state), processed (EPR) or rejected whole. */
export const readEstUp = (xml: string): Answer<SiiStatus> => {
  const estado = siiField(xml, 'ESTADO');
  const glosa = siiField(xml, 'GLOSA');
  if (tokenRefused(estado, glosa)) return 'token';
  if (estado && IN_PROCESS.has(estado)) return { state: null, reason: null };
  if (estado && REJECTED.has(estado))
    return {
      state: 'rechazado',
      reason: `${estado}: ${glosa ?? ENVIO_STATES[estado as keyof typeof ENVIO_STATES]}`,
    };
  if (estado !== 'EPR')
    throw new Error(`El SII no informó el estado del envío (${explained(estado, glosa)})`);
  const count = (name: string) => Number(siiField(xml, name) ?? 0);
  const [informed, accepted, rejected, objected] = [
    count('INFORMADOS'),
    count('ACEPTADOS'),
    count('RECHAZADOS'),
    count('REPAROS'),
  ];
  // The envelope holds one nota de crédito; the SII mails the per-document detail.
  if (rejected > 0)
    return {
      state: 'rechazado',
      reason: `EPR: ${rejected} de ${informed} documento(s) rechazado(s); el SII envía el detalle al correo del emisor`,
    };
  if (objected > 0)
    return { state: 'aceptado_reparos', reason: `EPR: ${objected} documento(s) con reparos` };
  if (informed > 0 && accepted >= informed) return { state: 'aceptado', reason: null };
  return { state: null, reason: null };
};

/** The document is at the SII: received (DOK) or received and later modified by a note. */
const HELD = new Set(['DOK', 'ANC', 'AND', 'MMC', 'MMD', 'TMC', 'TMD']);

/** getEstDte's answer: held (registered, no track id known), not received (FAU), or an error. */
export const readEstDte = (xml: string): Answer<SiiHeld | null> => {
  const estado = siiField(xml, 'ESTADO');
  const glosa = siiField(xml, 'GLOSA_ESTADO') ?? siiField(xml, 'GLOSA');
  if (tokenRefused(estado, glosa)) return 'token';
  if (estado === 'FAU') return null;
  if (estado && HELD.has(estado)) return { trackId: null };
  throw new Error(`El SII no informó el documento (${explained(estado, glosa)})`);
};

/** getEstDte's parameters, in the WSDL's order, read from the stored envelope. */
export const queryEstDteParams = (document: SiiDocumentRef, token: string): [string, string][] => {
  const field = (name: string) =>
    new RegExp(`<${name}>([^<]*)</${name}>`).exec(document.xml)?.[1] ?? '';
  const [sender, senderDv] = rutParts(document.sender);
  const [company, companyDv] = rutParts(document.company);
  const [receiver, receiverDv] = rutParts(field('RUTRecep') || '66666666-6');
  const [year, month, day] = field('FchEmis').split('-');
  return [
    ['RutConsultante', sender],
    ['DvConsultante', senderDv],
    ['RutCompania', company],
    ['DvCompania', companyDv],
    ['RutReceptor', receiver],
    ['DvReceptor', receiverDv],
    ['TipoDte', String(document.type)],
    ['FolioDte', String(document.folio)],
    ['FechaEmisionDte', `${day}${month}${year}`],
    ['MontoDte', field('MntTotal')],
    ['Token', token],
  ];
};
