import { sign } from 'node:crypto';
import type { Caf } from './caf.ts';
import { toLatin1 } from './latin1.ts';
import { el, fit, node, siiRut } from './xml-text.ts';

export interface TedInput {
  caf: Caf;
  issuerRut: string;
  folio: number;
  date: string;
  receiverRut: string;
  receiverName: string;
  total: number;
  firstItem: string;
  timestamp: string;
}

/**
 * The timbre electrónico (TED): the DD data block, flattened (no whitespace between tags, as it
 * is written here), signed SHA1withRSA with the CAF's private key over its ISO-8859-1 bytes.
 * The same DD string goes into the XML and into the PDF417 barcode.
 */
export const buildTed = (input: TedInput): { ted: string; dd: string } => {
  const dd = node(
    'DD',
    el('RE', siiRut(input.issuerRut)),
    el('TD', input.caf.type),
    el('F', input.folio),
    el('FE', input.date),
    el('RR', siiRut(input.receiverRut)),
    el('RSR', fit(input.receiverName, 40)),
    el('MNT', input.total),
    el('IT1', fit(input.firstItem, 40)),
    input.caf.cafXml,
    el('TSTED', input.timestamp),
  );
  const signature = sign('sha1', toLatin1(dd), input.caf.privateKey).toString('base64');
  return {
    dd,
    ted: `<TED version="1.0">${dd}<FRMT algoritmo="SHA1withRSA">${signature}</FRMT></TED>`,
  };
};
