import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

/**
 * Independent checkers for tests: libxml2's xmllint for the SII schemas and libxmlsec1's xmlsec1
 * for the XML signatures (neither shares code with the signer). scripts/ensure-xml-tools.sh
 * installs both on CI.
 */
const SCHEMAS = resolve(import.meta.dirname, 'schemas');

export const schemaFor = (kind: 'boleta' | 'dte'): string =>
  join(SCHEMAS, kind === 'boleta' ? 'EnvioBOLETA_v11.xsd' : 'EnvioDTE_v10.xsd');

const withFile = <T>(bytes: Uint8Array, run: (path: string) => T): T => {
  const dir = mkdtempSync(join(tmpdir(), 'sii-'));
  try {
    const path = join(dir, 'doc.xml');
    writeFileSync(path, bytes);
    return run(path);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
};

const run = (cmd: string, args: string[]): { ok: boolean; output: string } => {
  const result = spawnSync(cmd, args, { encoding: 'utf8' });
  if ((result.error as NodeJS.ErrnoException | undefined)?.code === 'ENOENT') {
    throw new Error(`${cmd} no está instalado: ejecute scripts/ensure-xml-tools.sh`);
  }
  return { ok: result.status === 0, output: `${result.stdout}${result.stderr}` };
};

export const xmllintValidate = (
  bytes: Uint8Array,
  kind: 'boleta' | 'dte',
): { ok: boolean; output: string } =>
  withFile(bytes, (path) => run('xmllint', ['--noout', '--schema', schemaFor(kind), path]));

/** Verifies the n-th (1-based) Signature of the file with the given certificate. */
export const xmlsecVerify = (
  bytes: Uint8Array,
  certificatePem: string,
  nth: number,
): { ok: boolean; output: string } =>
  withFile(bytes, (path) => {
    const certPath = `${path}.pem`;
    writeFileSync(certPath, certificatePem);
    return run('xmlsec1', [
      '--verify',
      '--pubkey-cert-pem',
      certPath,
      '--id-attr:ID',
      'Documento',
      '--id-attr:ID',
      'SetDTE',
      '--node-xpath',
      `(//*[local-name()='Signature'])[${nth}]`,
      path,
    ]);
  });
