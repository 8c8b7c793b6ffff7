import type { SigningCertificate } from '../sii-xml/certificate.ts';
import { signWholeDocument } from '../sii-xml/xml-signature.ts';
import { siiRut } from '../sii-xml/xml-text.ts';

export type SiiEnvironment = 'simulator' | 'certificacion' | 'produccion';

/** Where each environment's boleta service lives (the SII's published hosts). */
const HOSTS: Record<
  Exclude<SiiEnvironment, 'simulator'>,
  { api: string; upload: string; dte: string }
> = {
  certificacion: {
    api: 'https://apicert.sii.cl/recursos/v1',
    upload: 'https://pangal.sii.cl/recursos/v1',
    dte: 'https://maullin.sii.cl/cgi_dte/UPL/DTEUpload',
  },
  produccion: {
    api: 'https://api.sii.cl/recursos/v1',
    upload: 'https://rahue.sii.cl/recursos/v1',
    dte: 'https://palena.sii.cl/cgi_dte/UPL/DTEUpload',
  },
};

export interface SiiStatus {
  /** null while the SII is still processing. */
  state: 'aceptado' | 'aceptado_reparos' | 'rechazado' | null;
  reason: string | null;
}

export interface SiiClient {
  upload: (
    kind: 'boleta' | 'dte',
    envelope: Buffer,
    ruts: { sender: string; company: string },
  ) => Promise<string>;
  status: (trackId: string, company: string, folio: number) => Promise<SiiStatus>;
  /** The track id under which the SII already holds a document, or null (after a crash). */
  known: (company: string, type: number, folio: number) => Promise<string | null>;
}

const split = (rut: string) => siiRut(rut).split('-') as [string, string];

/**
 * The SII's boleta service over HTTP: a token from a signed semilla (kept until the SII refuses
 * it), the envelope upload, and the status query. The simulator speaks the same protocol.
 */
export const createSiiClient = (options: {
  environment: SiiEnvironment;
  simulatorUrl: () => string;
  certificate: () => Promise<SigningCertificate>;
  timeoutMs?: number;
}): SiiClient => {
  // The simulator's address is known only once the server listens: read it on each call.
  const hostsNow = () => {
    if (options.environment !== 'simulator') return HOSTS[options.environment];
    const base = options.simulatorUrl();
    return { api: base, upload: base, dte: `${base}/dte.upload` };
  };
  const timeout = options.timeoutMs ?? 30_000;
  let token: string | null = null;
  /** The certificate the token was obtained with: a new certificate needs a new token. */
  let tokenCertificate: string | null = null;

  const call = async (url: string, init: RequestInit = {}): Promise<Response> => {
    const response = await fetch(url, { ...init, signal: AbortSignal.timeout(timeout) });
    if (response.status >= 500) throw new Error(`El SII no respondió (HTTP ${response.status})`);
    return response;
  };

  const freshToken = async (): Promise<string> => {
    const hosts = hostsNow();
    const certificate = await options.certificate();
    const seedXml = await (await call(`${hosts.api}/boleta.electronica.semilla`)).text();
    const seed = /<SEMILLA>(\d+)<\/SEMILLA>/.exec(seedXml)?.[1];
    if (!seed) throw new Error('El SII no entregó la semilla');
    const signed = signWholeDocument(
      `<getToken><item><Semilla>${seed}</Semilla></item></getToken>`,
      certificate,
    );
    const tokenXml = await (
      await call(`${hosts.api}/boleta.electronica.token`, {
        method: 'POST',
        headers: { 'content-type': 'application/xml' },
        body: signed,
      })
    ).text();
    const value = /<TOKEN>([^<]+)<\/TOKEN>/.exec(tokenXml)?.[1];
    if (!value) throw new Error('El SII no entregó el token (¿certificado no autorizado?)');
    tokenCertificate = certificate.certificatePem;
    return value;
  };

  /**
   * Calls with the token; a 401 means it expired: one fresh token (a new semilla, signed) and one
   * retry. A certificate changed since the token was obtained gets a new token first.
   */
  const authorized = async (url: string, init: RequestInit = {}): Promise<Response> => {
    if (token && tokenCertificate !== (await options.certificate()).certificatePem) token = null;
    token ??= await freshToken();
    let response = await call(url, {
      ...init,
      headers: { ...init.headers, cookie: `TOKEN=${token}` },
    });
    if (response.status === 401) {
      token = await freshToken();
      response = await call(url, {
        ...init,
        headers: { ...init.headers, cookie: `TOKEN=${token}` },
      });
    }
    return response;
  };

  return {
    upload: async (kind, envelope, ruts) => {
      const hosts = hostsNow();
      const url = kind === 'boleta' ? `${hosts.upload}/boleta.electronica.envio` : hosts.dte;
      // Both SII upload services take multipart/form-data: who sends, for which company, and the
      // signed envelope as the `archivo` file (ISO-8859-1 bytes, untouched).
      const form = () => {
        const [rutSender, dvSender] = split(ruts.sender);
        const [rutCompany, dvCompany] = split(ruts.company);
        const data = new FormData();
        for (const [name, value] of Object.entries({ rutSender, dvSender, rutCompany, dvCompany }))
          data.set(name, value);
        data.set(
          'archivo',
          new Blob([new Uint8Array(envelope)], { type: 'text/xml' }),
          'envio.xml',
        );
        return data;
      };
      const response = await authorized(url, { method: 'POST', body: form() });
      const body = (await response.json().catch(() => ({}))) as {
        trackid?: string | number;
        error?: string;
      };
      if (!response.ok || !body.trackid)
        throw new Error(`El SII no recibió el envío: ${body.error ?? `HTTP ${response.status}`}`);
      return String(body.trackid);
    },
    status: async (trackId, company, folio) => {
      const [rut, dv] = split(company);
      const response = await authorized(
        `${hostsNow().api}/boleta.electronica.envio/${rut}-${dv}-${trackId}`,
      );
      if (!response.ok) throw new Error(`El SII no informó el estado (HTTP ${response.status})`);
      const body = (await response.json()) as {
        estado?: string;
        estadistica?: { reparos?: number }[];
        detalle_rep_rech?: { folio: number; estado: string; error?: { descripcion: string }[] }[];
      };
      if (body.estado !== 'EPR') return { state: null, reason: null };
      const detail = body.detalle_rep_rech?.find((d) => Number(d.folio) === folio);
      if (!detail) return { state: 'aceptado', reason: null };
      const reason = detail.error?.map((e) => e.descripcion).join('; ') || detail.estado;
      return { state: detail.estado === 'RCH' ? 'rechazado' : 'aceptado_reparos', reason };
    },
    known: async (company, type, folio) => {
      const [rut, dv] = split(company);
      const response = await authorized(
        `${hostsNow().api}/boleta.electronica/${rut}-${dv}-${type}-${folio}/estado`,
      );
      if (response.status === 404) return null;
      if (!response.ok) throw new Error(`El SII no informó el documento (HTTP ${response.status})`);
      const body = (await response.json()) as { trackid?: string | number };
      return body.trackid ? String(body.trackid) : null;
    },
  };
};
