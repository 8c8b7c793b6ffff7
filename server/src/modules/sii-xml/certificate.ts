import { createPrivateKey, createPublicKey, X509Certificate, type KeyObject } from 'node:crypto';
import forge from 'node-forge';

/** The issuer's digital signature certificate, read from its PKCS#12 (.p12/.pfx) file. */
export interface SigningCertificate {
  privateKey: KeyObject;
  /** PEM of the certificate, for KeyInfo and for verifiers. */
  certificatePem: string;
  subject: string;
  validFrom: Date;
  validTo: Date;
}

/** A certificate file that cannot be used; the message is Spanish and shown to the administrator. */
export class CertificateError extends Error {}

/**
 * Opens a PKCS#12 with its password and checks it can sign today: a key and its certificate,
 * matching each other, inside the validity dates.
 */
export const openPkcs12 = (
  file: Uint8Array,
  password: string,
  now: Date = new Date(),
): SigningCertificate => {
  let p12: forge.pkcs12.Pkcs12Pfx;
  try {
    const asn1 = forge.asn1.fromDer(forge.util.binary.raw.encode(file));
    p12 = forge.pkcs12.pkcs12FromAsn1(asn1, password);
  } catch (error) {
    const message = String((error as Error)?.message ?? '');
    if (/password|mac|decrypt/i.test(message))
      throw new CertificateError('La contraseña del certificado no es correcta.');
    throw new CertificateError('El archivo no es un certificado PKCS#12 (.p12 o .pfx) válido.');
  }
  const shrouded = forge.pki.oids.pkcs8ShroudedKeyBag!;
  const plain = forge.pki.oids.keyBag!;
  const certOid = forge.pki.oids.certBag!;
  const keyBag =
    p12.getBags({ bagType: shrouded })[shrouded]?.[0] ??
    p12.getBags({ bagType: plain })[plain]?.[0];
  const certBags: forge.pkcs12.Bag[] = p12.getBags({ bagType: certOid })[certOid] ?? [];
  if (!keyBag?.key) throw new CertificateError('El certificado no incluye su clave privada.');
  const privateKey = createPrivateKey(
    forge.pki.privateKeyToPem(keyBag.key as forge.pki.rsa.PrivateKey),
  );
  const publicJwk = createPublicKey(privateKey).export({ format: 'jwk' });
  const match = certBags
    .map((bag) => (bag.cert ? new X509Certificate(forge.pki.certificateToPem(bag.cert)) : null))
    .find((cert) => cert !== null && cert.publicKey.export({ format: 'jwk' }).n === publicJwk.n);
  if (!match) throw new CertificateError('El certificado no corresponde a su clave privada.');
  const validFrom = new Date(match.validFrom);
  const validTo = new Date(match.validTo);
  if (validTo.getTime() < now.getTime())
    throw new CertificateError(`El certificado venció el ${validTo.toISOString().slice(0, 10)}.`);
  if (validFrom.getTime() > now.getTime())
    throw new CertificateError(
      `El certificado es válido recién desde el ${validFrom.toISOString().slice(0, 10)}.`,
    );
  return {
    privateKey,
    certificatePem: match.toString(),
    subject: match.subject,
    validFrom,
    validTo,
  };
};
