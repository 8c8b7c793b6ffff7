import { readSoapReturn, soapCall } from '../../sii-protocol/wire-format.ts';
import type { SiiClientOptions, SiiHeld, SiiService, SiiStatus } from './sii-service.ts';
import {
  createTokenKeeper,
  fetchTimeout,
  rutParts,
  TOKEN_REFUSED,
  uploadForm,
} from './sii-transport.ts';
import { queryEstDteParams, readEstDte, readEstUp, readRecepcion } from './sii-dte-answers.ts';

/** The classic DTE services' hosts: certificación (maullin) and producción (palena). */
const DTE_HOSTS = {
  certificacion: 'https://maullin.sii.cl',
  produccion: 'https://palena.sii.cl',
} as const;

/**
 * The request header the SII's upload instructions (envio.pdf) tell a client program to send;
 * public implementations (LibreDTE, Odoo) send exactly this user agent to DTEUpload.
 */
const USER_AGENT = 'Mozilla/4.0 (compatible; PROG 1.0; Windows NT 5.0; YComp 5.0.2.4)';

/**
 * The SII's classic DTE services, through which notas de crédito (61) go: token from CrSeed
 * (getSeed) and GetTokenFromSeed (getToken with the signed semilla), upload to the DTEUpload CGI
 * (multipart, the token as cookie TOKEN, answer RECEPCIONDTE), envío state from QueryEstUp
 * (getEstUp) and, after a crash, the document's state from QueryEstDte (getEstDte).
 */
export const createDteServicesClient = (options: SiiClientOptions): SiiService => {
  const host = () =>
    options.environment === 'simulator' ? options.simulatorUrl() : DTE_HOSTS[options.environment];
  const timeout = options.timeoutMs ?? 30_000;

  const post = async (path: string, init: RequestInit): Promise<string> => {
    const response = await fetch(`${host()}${path}`, {
      method: 'POST',
      ...init,
      ...fetchTimeout(timeout),
    });
    const text = await response.text();
    // Axis answers a SOAP Fault with HTTP 500: readSoapReturn explains it.
    if (response.status >= 500 && !text.includes('Fault'))
      throw new Error(`El SII no respondió (HTTP ${response.status})`);
    return text;
  };
  const soap = async (service: string, operation: string, params: [string, string][] = []) =>
    readSoapReturn(
      await post(`/DTEWS/${service}.jws`, {
        headers: { 'content-type': 'text/xml; charset=UTF-8', soapaction: '""' },
        body: soapCall(operation, params),
      }),
      operation,
    );
  const withToken = createTokenKeeper(options.certificate, {
    seed: () => soap('CrSeed', 'getSeed'),
    token: (signed) => soap('GetTokenFromSeed', 'getToken', [['pszXml', signed]]),
  });

  return {
    upload: (envelope, ruts) =>
      withToken(async (token) => {
        const answer = readRecepcion(
          await post('/cgi_dte/UPL/DTEUpload', {
            headers: { cookie: `TOKEN=${token}`, 'user-agent': USER_AGENT },
            body: uploadForm(envelope, ruts),
          }),
        );
        return answer === 'token' ? TOKEN_REFUSED : answer;
      }),
    status: (trackId, company): Promise<SiiStatus> =>
      withToken(async (token) => {
        const [rut, dv] = rutParts(company);
        const params: [string, string][] = [
          ['RutCompania', rut],
          ['DvCompania', dv],
          ['TrackId', trackId],
          ['Token', token],
        ];
        const answer = readEstUp(await soap('QueryEstUp', 'getEstUp', params));
        return answer === 'token' ? TOKEN_REFUSED : answer;
      }),
    known: (document): Promise<SiiHeld | null> =>
      withToken(async (token) => {
        const params = queryEstDteParams(document, token);
        const answer = readEstDte(await soap('QueryEstDte', 'getEstDte', params));
        return answer === 'token' ? TOKEN_REFUSED : answer;
      }),
  };
};
