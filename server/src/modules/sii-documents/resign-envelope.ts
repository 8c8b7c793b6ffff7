import type { Db } from '../../db/db-handle.ts';
import { SII_NAMESPACE } from '../sii-xml/dte-document.ts';
import { buildEnvelope } from '../sii-xml/envelope.ts';
import { signElement } from '../sii-xml/xml-signature.ts';
import { siiTimestamp } from '../sii-xml/xml-text.ts';
import type { SiiMaterialCache } from './sii-material.ts';

const pemBody = (pem: string): string => pem.replace(/-----[^-]+-----/g, '').replace(/\s+/g, '');

/**
 * A stored envelope signed with a certificate that is no longer the issuer's (replaced because it
 * expired or was revoked) is signed again before it is uploaded: the Documento keeps its folio,
 * lines and timbre (the TED is the CAF's signature, printed on the PDF, and never changes), gets a
 * new TmstFirma and the current certificate's signature, inside a new envelope whose Carátula
 * carries today's resolución and sender. Returns null when the stored one is still current.
 */
export const resignIfStale = async (
  db: Db,
  cache: SiiMaterialCache,
  xml: string,
  now: Date,
): Promise<string | null> => {
  const signer = await cache.signer(db);
  if (!signer) return null;
  if (xml.includes(pemBody(signer.certificate.certificatePem))) return null;
  const documento = /<Documento ID="(T(\d+)F\d+)">[\s\S]*?<\/Documento>/.exec(xml);
  const issuerRut = /<RutEmisor>([^<]+)<\/RutEmisor>/.exec(xml)?.[1];
  if (!documento || !issuerRut) throw new Error('El XML guardado no tiene un Documento legible');
  const [whole, id, type] = documento as unknown as [string, string, string];
  const refreshed = whole.replace(
    /<TmstFirma>[^<]*<\/TmstFirma>/,
    `<TmstFirma>${siiTimestamp(now)}</TmstFirma>`,
  );
  const dte = signElement(
    `<DTE xmlns="${SII_NAMESPACE}" version="1.0">${refreshed}</DTE>`,
    id,
    'Documento',
    signer.certificate,
  );
  return buildEnvelope(
    Number(type) === 61 ? 'dte' : 'boleta',
    [{ type: Number(type), xml: dte }],
    {
      issuerRut,
      senderRut: signer.issuer.senderRut,
      resolution: {
        number: signer.issuer.resolutionNumber,
        date: signer.issuer.resolutionDate,
      },
      certificate: signer.certificate,
    },
    now,
  );
};
