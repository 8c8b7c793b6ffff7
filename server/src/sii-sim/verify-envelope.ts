import { execFile } from 'node:child_process';
import { createPublicKey, verify } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { DOMParser, type Element } from '@xmldom/xmldom';
import { SignedXml } from 'xml-crypto';

/** What the simulator found in an envelope: each document, and the first problem if any. */
export interface EnvelopeCheck {
  rutEmisor: string;
  documents: { type: number; folio: number; error: string | null }[];
  /** An error of the whole envelope (schema, SetDTE signature): every document is rejected. */
  error: string | null;
  /** What the whole-envelope error is about (QueryEstUp answers RSC, RFR or RCT for it). */
  errorKind: 'schema' | 'firma' | 'caratula' | null;
}

const SCHEMAS = resolve(import.meta.dirname, '../modules/sii-xml/schemas');

const run = promisify(execFile);

/**
 * xmllint when the machine has it (CI does); otherwise the schema check is skipped. A child
 * process the server awaits, not one it blocks on: reading the SII's schemas takes xmllint a
 * while, and the simulator runs inside the app's own server in development and the journeys.
 */
const schemaError = async (bytes: Buffer, kind: 'boleta' | 'dte'): Promise<string | null> => {
  const dir = await mkdtemp(join(tmpdir(), 'sii-sim-'));
  try {
    const path = join(dir, 'envio.xml');
    await writeFile(path, bytes);
    const xsd = join(SCHEMAS, kind === 'boleta' ? 'EnvioBOLETA_v11.xsd' : 'EnvioDTE_v10.xsd');
    await run('xmllint', ['--noout', '--schema', xsd, path], { encoding: 'utf8' });
    return null;
  } catch (error) {
    const failed = error as { code?: unknown; stderr?: string };
    if (failed.code === 'ENOENT') return null; // no xmllint here
    return `Schema XML: ${failed.stderr?.split('\n')[0] || 'no valida'}`;
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
};

const certificateOf = (signature: Element): string => {
  const b64 =
    signature.getElementsByTagName('X509Certificate')[0]?.textContent?.replace(/\s+/g, '') ?? '';
  return `-----BEGIN CERTIFICATE-----\n${b64.match(/.{1,64}/g)?.join('\n') ?? ''}\n-----END CERTIFICATE-----\n`;
};

/** Checks one XMLDSig signature with the certificate it carries (the SII checks the chain too). */
const signatureValid = (xml: string, signature: Element): boolean => {
  try {
    const checker = new SignedXml({ publicCert: certificateOf(signature) });
    checker.loadSignature(signature as unknown as Parameters<SignedXml['loadSignature']>[0]);
    return checker.checkSignature(xml);
  } catch {
    return false;
  }
};

/** The TED: DD signed with the key of the CAF it embeds. Reads the DD text exactly as sent. */
export const tedError = (documentXml: string): string | null => {
  const dd = /<DD>.*?<\/DD>/s.exec(documentXml)?.[0];
  const frmt = /<FRMT algoritmo="SHA1withRSA">([^<]+)<\/FRMT>/.exec(documentXml)?.[1];
  const m = dd ? /<RSAPK><M>([^<]+)<\/M><E>([^<]+)<\/E>/.exec(dd) : null;
  if (!dd || !frmt || !m) return 'Timbre (TED) ausente o incompleto';
  const key = createPublicKey({
    key: {
      kty: 'RSA',
      n: Buffer.from(m[1]!, 'base64').toString('base64url'),
      e: Buffer.from(m[2]!, 'base64').toString('base64url'),
    },
    format: 'jwk',
  });
  return verify('sha1', Buffer.from(dd, 'latin1'), key, Buffer.from(frmt, 'base64'))
    ? null
    : 'Firma del timbre (TED) inválida';
};

export const checkEnvelope = async (
  bytes: Buffer,
  kind: 'boleta' | 'dte',
): Promise<EnvelopeCheck> => {
  const xml = bytes.toString('latin1');
  const doc = new DOMParser({ onError: () => undefined }).parseFromString(xml, 'text/xml');
  const root = doc.documentElement;
  const rutEmisor = root?.getElementsByTagName('RutEmisor')[0]?.textContent ?? '';
  const dtes = root ? Array.from(root.getElementsByTagName('DTE')) : [];
  const signatures = root ? Array.from(root.getElementsByTagName('Signature')) : [];
  const documents = dtes.map((dte) => ({
    type: Number(dte.getElementsByTagName('TipoDTE')[0]?.textContent),
    folio: Number(dte.getElementsByTagName('Folio')[0]?.textContent),
    error: null as string | null,
  }));
  const envelope = (
    error: string | null,
    errorKind: EnvelopeCheck['errorKind'] = null,
  ): EnvelopeCheck => ({ rutEmisor, documents, error, errorKind });
  if (!root || dtes.length === 0)
    return envelope('Sobre sin documentos o XML mal formado', 'schema');
  const schema = await schemaError(bytes, kind);
  if (schema) return envelope(schema, 'schema');
  const setSignature = signatures.find((s) => s.parentNode === root);
  if (!setSignature || !signatureValid(xml, setSignature))
    return envelope('Firma del sobre (SetDTE) inválida', 'firma');
  // Each DTE's own text, as sent: the TED is checked on the exact bytes of its DD.
  const dteTexts = xml.split(/<DTE[ >]/).slice(1);
  dtes.forEach((dte, index) => {
    const signature = Array.from(dte.getElementsByTagName('Signature'))[0];
    documents[index]!.error =
      !signature || !signatureValid(xml, signature)
        ? 'Firma del documento inválida'
        : tedError(dteTexts[index] ?? '');
  });
  return envelope(null);
};
