import { randomUUID } from 'node:crypto';
import { DOMParser } from '@xmldom/xmldom';
import { SignedXml } from 'xml-crypto';

/**
 * The SII's check of a getToken request, shared by the boleta REST token and GetTokenFromSeed:
 * the semilla must be one it issued (each is used once), and the request must be signed whole
 * (enveloped, URI="") by the certificate it carries in KeyInfo. Answers a new token or null.
 */
export const tokenFor = (xml: string, seeds: Set<string>, tokens: Set<string>): string | null => {
  const doc = new DOMParser({ onError: () => undefined }).parseFromString(xml, 'text/xml');
  const root = doc.documentElement;
  const seed = root?.getElementsByTagName('Semilla')[0]?.textContent?.trim() ?? '';
  const signature = root?.getElementsByTagName('Signature')[0];
  const reference = signature?.getElementsByTagName('Reference')[0];
  const cert = signature
    ?.getElementsByTagName('X509Certificate')[0]
    ?.textContent?.replace(/\s+/g, '');
  let valid = false;
  if (
    root?.localName === 'getToken' &&
    signature &&
    cert &&
    reference?.getAttribute('URI') === ''
  ) {
    try {
      const checker = new SignedXml({
        publicCert: `-----BEGIN CERTIFICATE-----\n${cert}\n-----END CERTIFICATE-----`,
      });
      checker.loadSignature(signature as unknown as Parameters<SignedXml['loadSignature']>[0]);
      valid = checker.checkSignature(xml);
    } catch {
      valid = false;
    }
  }
  if (!seeds.delete(seed) || !valid) return null;
  const token = randomUUID().replace(/-/g, '').toUpperCase().slice(0, 13);
  tokens.add(token);
  return token;
};
