import { createPublicKey } from 'node:crypto';
import { SignedXml } from 'xml-crypto';
import type { SigningCertificate } from './certificate.ts';

const C14N = 'http://www.w3.org/TR/2001/REC-xml-c14n-20010315';

const pemBody = (pem: string): string => pem.replace(/-----[^-]+-----/g, '').replace(/\s+/g, '');

/**
 * KeyInfo as the SII's signature schema requires it: the RSA public key, then the certificate.
 */
const keyInfoOf = (cert: SigningCertificate): string => {
  const jwk = createPublicKey(cert.certificatePem).export({ format: 'jwk' });
  const b64 = (v: string | undefined) => Buffer.from(v ?? '', 'base64url').toString('base64');
  return (
    `<KeyValue><RSAKeyValue><Modulus>${b64(jwk.n)}</Modulus><Exponent>${b64(jwk.e)}</Exponent></RSAKeyValue></KeyValue>` +
    `<X509Data><X509Certificate>${pemBody(cert.certificatePem)}</X509Certificate></X509Data>`
  );
};

/**
 * Each certificate's KeyInfo, written once: a month's boletas are signed with one certificate.
 * With the key passed parsed (below), a boleta's timbre and two signatures went from 15.7 to
 * 9.6-12.2 ms (`bench:sii`, docs/performance.md session 18).
 */
const keyInfos = new WeakMap<SigningCertificate, string>();
const keyInfo = (cert: SigningCertificate): string => {
  let info = keyInfos.get(cert);
  if (info === undefined) keyInfos.set(cert, (info = keyInfoOf(cert)));
  return info;
};

/**
 * An RSA-SHA1 signer with inclusive C14N and the SII's KeyInfo, the profile every signature uses.
 * The private key goes in as the parsed key, not as PEM text to be parsed again for each signature.
 */
const signerFor = (cert: SigningCertificate) =>
  new SignedXml({
    privateKey: cert.privateKey,
    publicCert: cert.certificatePem,
    signatureAlgorithm: 'http://www.w3.org/2000/09/xmldsig#rsa-sha1',
    canonicalizationAlgorithm: C14N,
    getKeyInfoContent: () => keyInfo(cert),
  });

/**
 * Signs the element whose ID is `id` (XMLDSig, inclusive C14N, RSA-SHA1, SHA-1 digest, the
 * profile the SII schema fixes) and places the `<Signature>` right after that element, as its
 * sibling: Documento inside DTE, SetDTE inside the envelope.
 */
export const signElement = (
  xml: string,
  id: string,
  elementName: string,
  cert: SigningCertificate,
): string => {
  const signer = signerFor(cert);
  signer.addReference({
    xpath: `//*[local-name()='${elementName}' and @ID='${id}']`,
    digestAlgorithm: 'http://www.w3.org/2000/09/xmldsig#sha1',
    transforms: [C14N],
  });
  signer.computeSignature(xml, {
    location: { reference: `//*[local-name()='${elementName}' and @ID='${id}']`, action: 'after' },
  });
  return signer.getSignedXml();
};

/** Signs a whole small document (URI="", enveloped), as the SII's getToken request needs. */
export const signWholeDocument = (xml: string, cert: SigningCertificate): string => {
  const signer = signerFor(cert);
  signer.addReference({
    xpath: '/*',
    uri: '',
    isEmptyUri: true,
    digestAlgorithm: 'http://www.w3.org/2000/09/xmldsig#sha1',
    transforms: ['http://www.w3.org/2000/09/xmldsig#enveloped-signature'],
  });
  signer.computeSignature(xml, { location: { reference: '/*', action: 'append' } });
  return signer.getSignedXml();
};
