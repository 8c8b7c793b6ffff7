import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { axiosXhrOnly, isAxiosFetchAdapter } from '../../../tooling/axios-xhr-only.ts';
import { apiClient } from './api-client.ts';

/** The installed axios' adapter table, as the front ends' builds read it. */
const adaptersFile = () => {
  const main = createRequire(import.meta.url).resolve('axios');
  let dir = dirname(main);
  while (!dir.endsWith(join('node_modules', 'axios'))) {
    if (dirname(dir) === dir) throw new Error(`axios no está bajo node_modules: ${main}`);
    dir = dirname(dir);
  }
  return join(dir, 'lib', 'adapters', 'adapters.js');
};

describe("axios' fetch adapter left out of the builds (tooling/axios-xhr-only.ts)", () => {
  it('still matches how the installed axios imports it (an upgrade that moves it fails here)', () => {
    const file = adaptersFile();
    expect(readFileSync(file, 'utf8')).toMatch(/import \* as fetchAdapter from '\.\/fetch\.js';/);
    expect(isAxiosFetchAdapter('./fetch.js', file)).toBe(true);
    expect(isAxiosFetchAdapter('./fetch.js', '/app/src/api/adapters.js')).toBe(false);
    expect(isAxiosFetchAdapter('./xhr.js', file)).toBe(false);
  });

  it('puts a module without fetch in its place, and the client asks for XMLHttpRequest', () => {
    const plugin = axiosXhrOnly();
    const id = plugin.resolveId('./fetch.js', adaptersFile());
    expect(id).toBeTruthy();
    expect(plugin.load(String(id))).toContain('export const getFetch = () => undefined');
    expect(plugin.load('/other.js')).toBeNull();
    expect(apiClient.defaults.adapter).toBe('xhr');
  });
});
