import { generateKeyPairSync, sign, type KeyObject } from 'node:crypto';
import forge from 'node-forge';
import type { Caf } from './caf.ts';
import { el, escapeXml, node, siiRut } from './xml-text.ts';

/**
 * TEST MATERIAL ONLY: a self-signed certificate and CAF files made on this machine so the demo
 * and the tests issue signed documents offline. The real SII never accepts them; a real academy
 * uploads the certificate bought from a certifying authority and the CAFs the SII hands out.
 */
export const TEST_MATERIAL_LABEL = 'MATERIAL DE PRUEBA - SIN VALOR TRIBUTARIO';

/**
 * The key that "signs" test CAFs, standing in for the SII's. One per process is enough: the
 * simulator verifies test CAFs with the public key it finds in the CAF itself.
 */
let testSiiKey: KeyObject | undefined;
const siiKey = (): KeyObject =>
  (testSiiKey ??= generateKeyPairSync('rsa', { modulusLength: 1024 }).privateKey);

export const createTestCertificate = (options: {
  name: string;
  rut: string;
  password: string;
  validFrom?: Date;
  years?: number;
}): Buffer => {
  const keys = forge.pki.rsa.generateKeyPair({ bits: 2048, e: 0x10001 });
  const cert = forge.pki.createCertificate();
  cert.publicKey = keys.publicKey;
  cert.serialNumber = Date.now().toString(16);
  const from = options.validFrom ?? new Date(Date.now() - 24 * 3600 * 1000);
  cert.validity.notBefore = from;
  cert.validity.notAfter = new Date(from.getTime() + (options.years ?? 3) * 365 * 24 * 3600 * 1000);
  const attrs = [
    { name: 'commonName', value: `${options.name} (${TEST_MATERIAL_LABEL})` },
    { shortName: 'OU', value: TEST_MATERIAL_LABEL },
    { name: 'serialNumber', value: siiRut(options.rut) },
    { name: 'countryName', value: 'CL' },
  ];
  cert.setSubject(attrs);
  cert.setIssuer(attrs);
  cert.sign(keys.privateKey, forge.md.sha256.create());
  const p12 = forge.pkcs12.toPkcs12Asn1(keys.privateKey, [cert], options.password, {
    algorithm: '3des',
  });
  return Buffer.from(forge.asn1.toDer(p12).getBytes(), 'binary');
};

/** A CAF file (XML text) in the SII's layout, with a fresh 512-bit key pair as real CAFs carry. */
export const createTestCaf = (
  options: Pick<Caf, 'rut' | 'businessName' | 'type' | 'from' | 'to' | 'authorizedOn'>,
): string => {
  const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 512 });
  const jwk = publicKey.export({ format: 'jwk' });
  const b64 = (v: string | undefined) => Buffer.from(v ?? '', 'base64url').toString('base64');
  const da = node(
    'DA',
    el('RE', siiRut(options.rut)),
    el('RS', options.businessName.slice(0, 40)),
    el('TD', options.type),
    node('RNG', el('D', options.from), el('H', options.to)),
    el('FA', options.authorizedOn),
    node('RSAPK', el('M', b64(jwk.n)), el('E', b64(jwk.e))),
    el('IDK', 100),
  );
  const frma = sign('sha1', Buffer.from(da, 'latin1'), siiKey()).toString('base64');
  return [
    '<?xml version="1.0"?>',
    `<!-- ${TEST_MATERIAL_LABEL} -->`,
    '<AUTORIZACION>',
    `<CAF version="1.0">${da}<FRMA algoritmo="SHA1withRSA">${frma}</FRMA></CAF>`,
    `<RSASK>${escapeXml(privateKey.export({ format: 'pem', type: 'pkcs1' }).toString())}</RSASK>`,
    `<RSAPUBK>${escapeXml(publicKey.export({ format: 'pem', type: 'spki' }).toString())}</RSAPUBK>`,
    '</AUTORIZACION>',
  ].join('\n');
};
