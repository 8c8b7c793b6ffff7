import type { SigningCertificate } from './certificate.ts';
import { buildDte, SII_NAMESPACE, type DteInput } from './dte-document.ts';
import { XML_DECLARATION } from './latin1.ts';
import { el, node, siiRut, siiTimestamp } from './xml-text.ts';
import { signElement } from './xml-signature.ts';

/** The SII's own RUT: the receiver of every envelope. */
export const SII_RUT = '60803000-K';

export interface EnvelopeSender {
  issuerRut: string;
  /** RUT of the person who owns the certificate and sends. */
  senderRut: string;
  resolution: { number: number; date: string };
  certificate: SigningCertificate;
}

export interface SignedDte {
  /** `<DTE>` with its Documento signature, ready to go into an envelope. */
  dte: string;
  /** The timbre's DD, as signed and as the PDF417 carries it (with FRMT appended there). */
  dd: string;
  ted: string;
  id: string;
}

/** Builds the Documento (with its timbre) and signs it with the issuer's certificate. */
export const signDte = (input: DteInput, certificate: SigningCertificate): SignedDte => {
  const { xml, dd, id } = buildDte(input);
  const dte = signElement(xml, id, 'Documento', certificate);
  const ted = /<TED version="1.0">.*?<\/TED>/.exec(dte)?.[0] ?? '';
  return { dte, dd, ted, id };
};

/**
 * The envelope the SII receives: EnvioBOLETA for boletas (39/41), EnvioDTE for other types
 * (61). Its SetDTE is signed too. Returns the whole XML text, declaration included; encode it
 * with toLatin1() before sending or storing as bytes.
 */
export const buildEnvelope = (
  kind: 'boleta' | 'dte',
  dtes: { type: number; xml: string }[],
  sender: EnvelopeSender,
  at: Date,
): string => {
  const counts = new Map<number, number>();
  for (const d of dtes) counts.set(d.type, (counts.get(d.type) ?? 0) + 1);
  const caratula = `<Caratula version="1.0">${[
    el('RutEmisor', siiRut(sender.issuerRut)),
    el('RutEnvia', siiRut(sender.senderRut)),
    el('RutReceptor', SII_RUT),
    el('FchResol', sender.resolution.date),
    el('NroResol', sender.resolution.number),
    el('TmstFirmaEnv', siiTimestamp(at)),
    ...[...counts].map(([type, count]) =>
      node('SubTotDTE', el('TpoDTE', type), el('NroDTE', count)),
    ),
  ].join('')}</Caratula>`;
  const root = kind === 'boleta' ? 'EnvioBOLETA' : 'EnvioDTE';
  const setId = 'SetDoc';
  const unsigned = `<${root} xmlns="${SII_NAMESPACE}" version="1.0"><SetDTE ID="${setId}">${caratula}${dtes.map((d) => d.xml).join('')}</SetDTE></${root}>`;
  return `${XML_DECLARATION}\n${signElement(unsigned, setId, 'SetDTE', sender.certificate)}`;
};
