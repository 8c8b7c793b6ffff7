import { defineConfig, devices } from '@playwright/test';
import { fileURLToPath } from 'node:url';
import { availableParallelism } from 'node:os';
import { dirname, resolve } from 'node:path';
import { chromiumArgs, chromiumExecutable } from '../scripts/chromium.mjs';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const firstPort = Number(process.env.E2E_PORT ?? 8090);
/**
 * Servers, one per worker: each worker drives its own server and database, so journeys of two
 * files never see each other's data. CI runs two where the machine has the cores for two servers
 * and two browsers (on two cores they only slow each other down); E2E_SERVERS overrides.
 */
const defaultServers = process.env.CI && availableParallelism() >= 4 ? 2 : 1;
const servers = Math.max(1, Number(process.env.E2E_SERVERS ?? defaultServers));
const ports = Array.from({ length: servers }, (_, i) => firstPort + i * 100);
// One folder per port, so journeys started on different ports do not share a database.
const dataDirOf = (port: number) =>
  resolve(root, port === 8090 ? '.data/e2e' : `.data/e2e-${port}`);
const urlOf = (port: number) => `http://localhost:${port}`;

// Playwright loads this file again in every worker, with the worker's slot in
// TEST_PARALLEL_INDEX (kept by a worker that replaces a failed one): that slot picks the server.
const slot = Number(process.env.TEST_PARALLEL_INDEX ?? 0) % servers;
const port = ports[slot]!;
export const baseURL = process.env.E2E_BASE_URL ?? urlOf(port);
/** The worker's server's data folder (the outbox the journeys read e-mails from is inside). */
export const dataDir = process.env.E2E_DATA_DIR ?? dataDirOf(port);

export default defineConfig({
  testDir: './tests',
  outputDir: './test-results',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  retries: process.env.CI ? 1 : 0,
  reporter: [['list']],
  use: {
    baseURL,
    locale: 'es-CL',
    timezoneId: 'America/Santiago',
    // A trace records the page's frames as the journey goes: a quarter to a third of the browser's
    // CPU on passing journeys (docs/performance.md, session 16). CI records one only when a journey
    // runs again after failing; elsewhere every failing journey keeps its trace.
    trace: process.env.CI ? 'on-first-retry' : 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: chromiumExecutable,
      args: chromiumArgs,
    },
  },
  workers: servers,
  projects: [
    {
      name: 'chromium',
      testIgnore: /remote-redeploy/,
      use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } },
    },
    {
      // Rebuilds a remote's files in place: alone, after every other journey.
      name: 'redeploy',
      testMatch: /remote-redeploy/,
      dependencies: ['chromium'],
      use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } },
    },
  ],
  webServer: process.env.E2E_BASE_URL
    ? undefined
    : ports.map((p) => ({
        // A fresh embedded database with the demo data for every run.
        command: `rm -rf "${dataDirOf(p)}" && pnpm --filter @academias/server start`,
        cwd: root,
        url: `${urlOf(p)}/api/health`,
        timeout: 180_000,
        reuseExistingServer: false,
        stdout: 'ignore' as const,
        stderr: 'pipe' as const,
        env: {
          PORT: String(p),
          DATA_DIR: dataDirOf(p),
          WEBPAY_ENV: 'simulator',
          PUBLIC_URL: urlOf(p),
          // Not 'production': that refuses the simulator, an http PUBLIC_URL and the demo seed the journeys use.
          NODE_ENV: 'development',
          // The journeys act as many payers from one machine by sending X-Forwarded-For, as a
          // proxy in front of the server would (per-IP limits of the portal).
          TRUST_PROXY: 'true',
        },
      })),
});
