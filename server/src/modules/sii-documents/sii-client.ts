import { createDteServicesClient } from './sii-dte-client.ts';
import type { SiiClient, SiiClientOptions, SiiEnvironment, SiiService } from './sii-service.ts';
import {
  createTokenKeeper,
  fetchTimeout,
  rutParts,
  TOKEN_REFUSED,
  uploadForm,
} from './sii-transport.ts';

/** Where each environment's boleta REST service lives (the SII's published hosts). */
const BOLETA_HOSTS: Record<
  Exclude<SiiEnvironment, 'simulator'>,
  { api: string; upload: string }
> = {
  certificacion: {
    api: 'https://apicert.sii.cl/recursos/v1',
    upload: 'https://pangal.sii.cl/recursos/v1',
  },
  produccion: { api: 'https://api.sii.cl/recursos/v1', upload: 'https://rahue.sii.cl/recursos/v1' },
};

/**
 * The user agent of the SII's boleta REST documentation: public implementations (Odoo) report
 * that the service answers "token not valid" to an upload announcing another one.
 */
const REST_USER_AGENT = 'Mozilla/4.0 ( compatible; PROG 1.0; Windows NT)';

/**
 * The SII's boleta REST service: a token from a signed semilla (kept until the SII refuses it
 * with a 401), the envelope upload, the status query. The simulator speaks the same protocol.
 */
const createBoletaClient = (options: SiiClientOptions): SiiService => {
  // The simulator's address is known only once the server listens: read it on each call.
  const hosts = () =>
    options.environment === 'simulator'
      ? { api: options.simulatorUrl(), upload: options.simulatorUrl() }
      : BOLETA_HOSTS[options.environment];
  const timeout = options.timeoutMs ?? 30_000;
  const call = async (url: string, init: RequestInit = {}): Promise<Response> => {
    const response = await fetch(url, { ...init, ...fetchTimeout(timeout) });
    if (response.status >= 500) throw new Error(`El SII no respondió (HTTP ${response.status})`);
    return response;
  };
  const withToken = createTokenKeeper(options.certificate, {
    seed: async () => (await call(`${hosts().api}/boleta.electronica.semilla`)).text(),
    token: async (signed) =>
      (
        await call(`${hosts().api}/boleta.electronica.token`, {
          method: 'POST',
          headers: { 'content-type': 'application/xml' },
          body: signed,
        })
      ).text(),
  });
  const authorized = (url: string, init: () => RequestInit = () => ({})) =>
    withToken(async (token) => {
      const request = init();
      const response = await call(url, {
        ...request,
        headers: { ...request.headers, cookie: `TOKEN=${token}`, 'user-agent': REST_USER_AGENT },
      });
      return response.status === 401 ? TOKEN_REFUSED : response;
    });

  return {
    upload: async (envelope, ruts) => {
      const response = await authorized(`${hosts().upload}/boleta.electronica.envio`, () => ({
        method: 'POST',
        body: uploadForm(envelope, ruts),
      }));
      const body = (await response.json().catch(() => ({}))) as {
        trackid?: string | number;
        error?: string;
      };
      if (!response.ok || !body.trackid)
        throw new Error(`El SII no recibió el envío: ${body.error ?? `HTTP ${response.status}`}`);
      return String(body.trackid);
    },
    status: async (trackId, company, folio) => {
      const [rut, dv] = rutParts(company);
      const response = await authorized(
        `${hosts().api}/boleta.electronica.envio/${rut}-${dv}-${trackId}`,
      );
      if (!response.ok) throw new Error(`El SII no informó el estado (HTTP ${response.status})`);
      const body = (await response.json()) as {
        estado?: string;
        detalle_rep_rech?: { folio: number; estado: string; error?: { descripcion: string }[] }[];
      };
      if (body.estado !== 'EPR') return { state: null, reason: null };
      const detail = body.detalle_rep_rech?.find((d) => Number(d.folio) === folio);
      if (!detail) return { state: 'aceptado', reason: null };
      const reason = detail.error?.map((e) => e.descripcion).join('; ') || detail.estado;
      return { state: detail.estado === 'RCH' ? 'rechazado' : 'aceptado_reparos', reason };
    },
    known: async ({ company, type, folio }) => {
      const [rut, dv] = rutParts(company);
      const response = await authorized(
        `${hosts().api}/boleta.electronica/${rut}-${dv}-${type}-${folio}/estado`,
      );
      if (response.status === 404) return null;
      if (!response.ok) throw new Error(`El SII no informó el documento (HTTP ${response.status})`);
      const body = (await response.json()) as { trackid?: string | number };
      return body.trackid ? { trackId: String(body.trackid) } : null;
    },
  };
};

/** Boletas through the REST service, notas de crédito (61) through the classic DTE services. */
export const createSiiClient = (options: SiiClientOptions): SiiClient => ({
  boleta: createBoletaClient(options),
  dte: createDteServicesClient(options),
});

export const serviceFor = (client: SiiClient, dteType: number): SiiService =>
  dteType === 61 ? client.dte : client.boleta;
