import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { remotePreloader } from './remote-preload.ts';

const dist = mkdtempSync(join(tmpdir(), 'remote-preload-'));
afterAll(() => rmSync(dist, { recursive: true, force: true }));

const writeManifest = (text: string, at: Date) => {
  mkdirSync(dist, { recursive: true });
  const path = join(dist, 'mf-manifest.json');
  writeFileSync(path, text);
  utimesSync(path, at, at);
};
const manifestWith = (sync: string[]) =>
  JSON.stringify({
    metaData: { remoteEntry: { name: 'remoteEntry.js' } },
    exposes: [
      { name: 'other', assets: { js: { sync: ['assets/other.js'] } } },
      { name: 'routes', assets: { js: { sync } } },
    ],
  });
const scripts = (links: string[]) =>
  links.filter((l) => l.includes('modulepreload')).map((l) => /<([^>]+)>/.exec(l)?.[1]);

describe("the links to a module's remote", () => {
  const links = remotePreloader((name) => (name === 'mfe-finance' ? dist : null));

  it("reads a redeployed remote's manifest again: the new build's chunks are linked", () => {
    writeManifest(manifestWith(['assets/routes-old.js']), new Date(2026, 0, 1));
    expect(scripts(links('/app/modules/charges'))).toEqual([
      '/remotes/mfe-finance/remoteEntry.js',
      '/remotes/mfe-finance/assets/routes-old.js',
    ]);
    writeManifest(manifestWith(['assets/routes-new.js']), new Date(2026, 0, 2));
    expect(scripts(links('/app/modules/plans'))).toEqual([
      '/remotes/mfe-finance/remoteEntry.js',
      '/remotes/mfe-finance/assets/routes-new.js',
    ]);
  });

  it('links nothing for a manifest being written, a remote not served here or another page', () => {
    writeManifest('{"exposes": [', new Date(2026, 0, 3));
    expect(links('/app/modules/charges')).toEqual([]);
    expect(links('/app/modules/students')).toEqual([]);
    expect(links('/app/modules/desconocido')).toEqual([]);
    expect(links('/client/payments')).toEqual([]);
  });
});
