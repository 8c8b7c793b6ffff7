import type { SigningCertificate } from '../sii-xml/certificate.ts';
import { siiField } from '../../sii-protocol/wire-format.ts';
import { signWholeDocument } from '../sii-xml/xml-signature.ts';
import { siiRut } from '../sii-xml/xml-text.ts';

/**
 * What the SII's two families of services really share (the boleta REST service and the classic
 * DTE services, DTEWS): the token obtained from a signed semilla, and the multipart upload form.
 * Only the transport differs (REST semilla/token vs SOAP CrSeed/GetTokenFromSeed).
 */

export const fetchTimeout = (ms: number) => ({ signal: AbortSignal.timeout(ms) });

/** The value of an `SII:RESPUESTA` field when its ESTADO is 00; otherwise an explained error. */
const answered = (xml: string, field: 'SEMILLA' | 'TOKEN', what: string): string => {
  const estado = siiField(xml, 'ESTADO');
  const value = siiField(xml, field);
  if (estado === '00' && value) return value;
  const glosa = siiField(xml, 'GLOSA');
  throw new Error(
    `El SII no entregó ${what}${estado ? ` (ESTADO ${estado}${glosa ? `: ${glosa}` : ''})` : ''}`,
  );
};
export const seedOf = (xml: string) => answered(xml, 'SEMILLA', 'la semilla');
export const tokenOf = (xml: string) =>
  answered(xml, 'TOKEN', 'el token (¿certificado no autorizado?)');

/** The getToken request: the semilla, signed whole (enveloped, URI="") with the certificate. */
const tokenRequest = (seed: string, certificate: SigningCertificate): string =>
  signWholeDocument(`<getToken><item><Semilla>${seed}</Semilla></item></getToken>`, certificate);

/** What a call answers when the SII did not take its token (expired, unknown). */
export const TOKEN_REFUSED = Symbol('token refused');

export interface TokenExchange {
  /** The semilla's `SII:RESPUESTA`. */
  seed: () => Promise<string>;
  /** The token's `SII:RESPUESTA` for a signed getToken request. */
  token: (signedRequest: string) => Promise<string>;
}

/**
 * A token kept until the SII refuses it. A refused token gets one fresh token (a new semilla,
 * signed) and one retry; a certificate changed since the token was obtained gets a new one first.
 */
export const createTokenKeeper = (
  certificate: () => Promise<SigningCertificate>,
  exchange: TokenExchange,
) => {
  let token: string | null = null;
  let tokenCertificate: string | null = null;
  const fresh = async (): Promise<string> => {
    const cert = await certificate();
    const seed = seedOf(await exchange.seed());
    token = tokenOf(await exchange.token(tokenRequest(seed, cert)));
    tokenCertificate = cert.certificatePem;
    return token;
  };
  return async <T>(call: (token: string) => Promise<T | typeof TOKEN_REFUSED>): Promise<T> => {
    if (token && tokenCertificate !== (await certificate()).certificatePem) token = null;
    let result = await call(token ?? (await fresh()));
    if (result === TOKEN_REFUSED) result = await call(await fresh());
    if (result === TOKEN_REFUSED) throw new Error('El SII no aceptó un token recién obtenido');
    return result;
  };
};

/** `76543210-3` as the SII's forms and calls take it: number and check digit apart. */
export const rutParts = (rut: string) => siiRut(rut).split('-') as [string, string];

/**
 * The upload both SII services take: multipart/form-data with who sends, for which company, and
 * the signed envelope as the `archivo` file (ISO-8859-1 bytes, untouched).
 */
export const uploadForm = (
  envelope: Buffer,
  ruts: { sender: string; company: string },
): FormData => {
  const [rutSender, dvSender] = rutParts(ruts.sender);
  const [rutCompany, dvCompany] = rutParts(ruts.company);
  const data = new FormData();
  for (const [name, value] of Object.entries({ rutSender, dvSender, rutCompany, dvCompany }))
    data.set(name, value);
  data.set('archivo', new Blob([new Uint8Array(envelope)], { type: 'text/xml' }), 'envio.xml');
  return data;
};
