import { createPrivateKey, createPublicKey, type KeyObject } from 'node:crypto';
import { DOMParser, XMLSerializer, type Element, type Node } from '@xmldom/xmldom';

/** The document types this product issues: boleta afecta, boleta exenta, nota de crédito. */
export const SII_DOCUMENT_TYPES = [39, 41, 61] as const;
export type SiiDocumentType = (typeof SII_DOCUMENT_TYPES)[number];

/** A folio authorisation (CAF) file as the SII hands it out, read and checked. */
export interface Caf {
  rut: string;
  businessName: string;
  type: SiiDocumentType;
  from: number;
  to: number;
  authorizedOn: string;
  /** The `<CAF>` element flattened, copied verbatim into every timbre. */
  cafXml: string;
  privateKey: KeyObject;
  publicKey: KeyObject;
}

/** A file that is not a usable CAF; the message is Spanish and shown to the administrator. */
export class CafError extends Error {}

const text = (parent: Element, name: string): string => {
  const found = parent.getElementsByTagName(name)[0];
  return found?.textContent?.trim() ?? '';
};

/** Removes whitespace-only text nodes so the element serialises flat, as the timbre needs it. */
const stripFormatting = (node: Node): void => {
  for (let child = node.firstChild; child;) {
    const next = child.nextSibling;
    if (child.nodeType === 3 && !(child.nodeValue ?? '').trim()) node.removeChild(child);
    else if (child.nodeType === 1) stripFormatting(child);
    child = next;
  }
};

const b64url = (b64: string): string => Buffer.from(b64, 'base64').toString('base64url');

export const parseCaf = (xml: string): Caf => {
  let root: Element | null;
  try {
    const doc = new DOMParser({ onError: () => undefined }).parseFromString(xml, 'text/xml');
    root = doc.documentElement;
  } catch {
    throw new CafError('El archivo CAF no es un XML válido.');
  }
  if (!root || root.nodeName !== 'AUTORIZACION')
    throw new CafError('El archivo no es un CAF del SII (falta AUTORIZACION).');
  const caf = root.getElementsByTagName('CAF')[0];
  const da = caf?.getElementsByTagName('DA')[0];
  if (!caf || !da) throw new CafError('El CAF no trae los datos de autorización (DA).');
  const type = Number(text(da, 'TD'));
  if (!(SII_DOCUMENT_TYPES as readonly number[]).includes(type)) {
    throw new CafError(`El CAF es de tipo ${text(da, 'TD') || '?'}; se aceptan 39, 41 y 61.`);
  }
  const rng = da.getElementsByTagName('RNG')[0];
  const from = Number(rng ? text(rng, 'D') : NaN);
  const to = Number(rng ? text(rng, 'H') : NaN);
  if (!Number.isInteger(from) || !Number.isInteger(to) || from < 1 || to < from)
    throw new CafError('El rango de folios del CAF no es válido.');
  const authorizedOn = text(da, 'FA');
  if (!/^\d{4}-\d{2}-\d{2}$/.test(authorizedOn))
    throw new CafError('La fecha de autorización del CAF no es válida.');
  const modulus = text(da, 'M');
  const exponent = text(da, 'E');
  let privateKey: KeyObject;
  let publicKey: KeyObject;
  try {
    privateKey = createPrivateKey(text(root, 'RSASK'));
    publicKey = createPublicKey({
      key: { kty: 'RSA', n: b64url(modulus), e: b64url(exponent) },
      format: 'jwk',
    });
  } catch {
    throw new CafError('El CAF no trae una clave RSA legible.');
  }
  const fromPrivate = createPublicKey(privateKey).export({ format: 'jwk' });
  if (fromPrivate.n !== b64url(modulus) || fromPrivate.e !== b64url(exponent)) {
    throw new CafError('La clave privada del CAF no corresponde a su clave pública.');
  }
  stripFormatting(caf);
  return {
    rut: text(da, 'RE').toUpperCase(),
    businessName: text(da, 'RS'),
    type: type as SiiDocumentType,
    from,
    to,
    authorizedOn,
    cafXml: new XMLSerializer().serializeToString(caf),
    privateKey,
    publicKey,
  };
};
