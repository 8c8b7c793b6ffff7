/**
 * What the scripts, the journeys and the composed server share about the workspace: the remotes
 * the shell composes, the packages with a front-end build, and how a benchmark starts the real
 * API server on a fresh embedded database with demo data.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');

/** The remotes, in menu order; each builds into `<name>/dist` and is served at `/remotes/<name>/`. */
export const remotes = [
  'mfe-users',
  'mfe-academies',
  'mfe-finance',
  'mfe-reports',
  'mfe-email',
  'mfe-portal',
];

/** Every package with a front-end build: the host and its remotes. */
export const frontEnds = ['shell', ...remotes];

/**
 * Starts `pnpm --filter @academias/server start` on `port` with a throw-away data folder and waits
 * (up to 4 minutes) for /api/health. Returns the base URL and a `stop` that kills it and removes
 * the folder. `env` adds to the server's environment.
 */
export const startApiServer = async (port, env = {}) => {
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-api-data-'));
  const url = `http://localhost:${port}`;
  const api = spawn('pnpm', ['--filter', '@academias/server', 'start'], {
    cwd: root,
    detached: true,
    stdio: 'ignore',
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: 'warn', ...env },
  });
  const stop = () => {
    process.kill(-api.pid, 'SIGTERM');
    rmSync(dataDir, { recursive: true, force: true });
  };
  const deadline = Date.now() + 240_000;
  for (;;) {
    const ready = await fetch(`${url}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (ready) return { url, stop };
    if (Date.now() > deadline) {
      stop();
      throw new Error('El servidor de la API no arrancó en 4 minutos.');
    }
    await new Promise((ok) => setTimeout(ok, 1000));
  }
};
