import { DOMParser, type Element } from '@xmldom/xmldom';

/**
 * The wire formats of the SII's web services, written and read by the client (modules/
 * sii-documents) and by the simulator (sii-sim) alike, so both live on the ground floor: the SOAP 1.1 calls of its classic DTE services (Apache Axis `.jws`, RPC style,
 * SOAP encoding, operations in `http://DefaultNamespace`, every parameter and answer an
 * `xsd:string`, `SOAPAction: ""`), and the `SII:RESPUESTA` document that every answer carries
 * (the boleta REST service's semilla and token answer the same document, unwrapped).
 */
const SOAP_ENV = 'http://schemas.xmlsoap.org/soap/envelope/';
const SOAP_ENC = 'http://schemas.xmlsoap.org/soap/encoding/';
const XSD = 'http://www.w3.org/2001/XMLSchema';
const XSI = 'http://www.w3.org/2001/XMLSchema-instance';
const SII_WS_NAMESPACE = 'http://DefaultNamespace';

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&apos;',
};

/** Escapes text for element content or an attribute value. */
export const escapeMarkup = (value: string): string =>
  value.replace(/[&<>"']/g, (c) => ESCAPES[c]!);

const envelope = (body: string): string =>
  `<?xml version="1.0" encoding="UTF-8"?><soapenv:Envelope xmlns:soapenv="${SOAP_ENV}" xmlns:xsd="${XSD}" xmlns:xsi="${XSI}"><soapenv:Body>${body}</soapenv:Body></soapenv:Envelope>`;

const strings = (params: [string, string][]): string =>
  params
    .map(([name, value]) => `<${name} xsi:type="xsd:string">${escapeMarkup(value)}</${name}>`)
    .join('');

/** A call to one operation, its parameters in the WSDL's order (e.g. getEstUp's four). */
export const soapCall = (operation: string, params: [string, string][] = []): string =>
  envelope(
    `<ns1:${operation} soapenv:encodingStyle="${SOAP_ENC}" xmlns:ns1="${SII_WS_NAMESPACE}">${strings(params)}</ns1:${operation}>`,
  );

/** The answer of an operation: its `<operationReturn>` string (an XML document, escaped). */
export const soapReturn = (operation: string, value: string): string =>
  envelope(
    `<ns1:${operation}Response soapenv:encodingStyle="${SOAP_ENC}" xmlns:ns1="${SII_WS_NAMESPACE}">${strings([[`${operation}Return`, value]])}</ns1:${operation}Response>`,
  );

/** What Axis answers (with HTTP 500) to a call it cannot take. */
export const soapFault = (message: string): string =>
  envelope(
    `<soapenv:Fault><faultcode>soapenv:Server.userException</faultcode><faultstring>${escapeMarkup(message)}</faultstring></soapenv:Fault>`,
  );

const parse = (xml: string): Element | null => {
  try {
    const doc = new DOMParser({ onError: () => undefined }).parseFromString(xml, 'text/xml');
    return doc.documentElement ?? null;
  } catch {
    return null; // not XML at all (an HTML error page, an empty body)
  }
};

const children = (element: Element): Element[] =>
  Array.from(element.childNodes).filter((n): n is Element => n.nodeType === 1);

const soapBody = (xml: string): Element | undefined => {
  const root = parse(xml);
  if (!root || root.localName !== 'Envelope' || root.namespaceURI !== SOAP_ENV) return undefined;
  return children(root).find((c) => c.localName === 'Body' && c.namespaceURI === SOAP_ENV);
};

/** The operation and parameters of a SOAP call, or null when the text is not one. */
export const readSoapCall = (
  xml: string,
): { operation: string; params: Record<string, string> } | null => {
  const body = soapBody(xml);
  const call = body ? children(body)[0] : undefined;
  if (!call?.localName) return null;
  const params = Object.fromEntries(children(call).map((p) => [p.localName, p.textContent ?? '']));
  return { operation: call.localName, params };
};

/** The string an operation returned; a SOAP Fault (or anything else) throws. */
export const readSoapReturn = (xml: string, operation: string): string => {
  const body = soapBody(xml);
  const first = body ? children(body)[0] : undefined;
  if (first?.localName === 'Fault') {
    const reason = first.getElementsByTagName('faultstring')[0]?.textContent;
    throw new Error(`El SII respondió un error SOAP: ${reason ?? 'sin detalle'}`);
  }
  const value = first?.getElementsByTagName(`${operation}Return`)[0]?.textContent;
  if (value === undefined || value === null)
    throw new Error(`El SII no respondió ${operation} (respuesta no SOAP)`);
  return value;
};

type Fields = [string, string | number][];

/**
 * `<SII:RESPUESTA>` with the header's fields and the body's, in order. The semilla and token
 * answers put the body first; the state queries put the header first.
 */
export const siiRespuesta = (
  header: Fields,
  body: Fields = [],
  order: 'body-first' | 'header-first' = 'body-first',
): string => {
  const fields = (list: Fields) =>
    list.map(([name, value]) => `<${name}>${escapeMarkup(String(value))}</${name}>`).join('');
  const bodyXml = body.length ? `<SII:RESP_BODY>${fields(body)}</SII:RESP_BODY>` : '';
  const headerXml = `<SII:RESP_HDR>${fields(header)}</SII:RESP_HDR>`;
  const inner = order === 'body-first' ? bodyXml + headerXml : headerXml + bodyXml;
  return `<?xml version="1.0" encoding="UTF-8"?><SII:RESPUESTA xmlns:SII="http://www.sii.cl/XMLSchema">${inner}</SII:RESPUESTA>`;
};

/** Reads a field of an SII answer (`SII:RESPUESTA`, `RECEPCIONDTE`), wherever it sits. */
export const siiField = (xml: string, name: string): string | undefined => {
  const root = parse(xml);
  const value = root?.getElementsByTagName(name)[0]?.textContent;
  return value === null || value === undefined ? undefined : value.trim();
};

/** The DTEUpload CGI's RECEPCIONDTE STATUS codes, as the SII's upload instructions list them. */
export const DTE_UPLOAD_STATUS: Record<string, string> = {
  '0': 'Upload OK',
  '1': 'El usuario no tiene permiso para enviar',
  '2': 'Error en tamaño del archivo (muy grande o muy chico)',
  '3': 'Archivo cortado (tamaño distinto del parámetro size)',
  '5': 'No está autenticado',
  '6': 'Empresa no autorizada a enviar archivos',
  '7': 'Esquema inválido',
  '8': 'Firma del documento',
  '9': 'Sistema bloqueado',
};

/** QueryEstUp's states of an envío: in process, processed (EPR) or rejected as a whole. */
export const ENVIO_STATES = {
  SOK: 'Schema Validado',
  CRT: 'Carátula OK',
  FOK: 'Firma de Envío Validada',
  PDR: 'Envío en Proceso',
  EPR: 'Envío Procesado',
  RSC: 'Rechazado por Error en Schema',
  RFR: 'Rechazado por Error en Firma',
  RCT: 'Rechazado por Error en Carátula',
} as const;
