import { defineConfig, devices } from '@playwright/test';
import { fileURLToPath } from 'node:url';
import { dirname, resolve } from 'node:path';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const port = Number(process.env.E2E_PORT ?? 8090);
export const baseURL = process.env.E2E_BASE_URL ?? `http://localhost:${port}`;
// One folder per port, so journeys started on different ports do not share a database.
const dataDir = resolve(root, port === 8090 ? '.data/e2e' : `.data/e2e-${port}`);

export default defineConfig({
  testDir: './tests',
  outputDir: './test-results',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  reporter: [['list']],
  use: {
    baseURL,
    locale: 'es-CL',
    timezoneId: 'America/Santiago',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
        '--disable-quic',
      ],
    },
  },
  projects: [
    {
      name: 'chromium',
      use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } },
    },
  ],
  webServer: process.env.E2E_BASE_URL
    ? undefined
    : {
        // A fresh embedded database with the demo data for every run.
        command: `rm -rf "${dataDir}" && pnpm --filter @academias/server start`,
        cwd: root,
        url: `${baseURL}/api/health`,
        timeout: 180_000,
        reuseExistingServer: false,
        stdout: 'ignore',
        stderr: 'pipe',
        env: {
          PORT: String(port),
          DATA_DIR: dataDir,
          WEBPAY_ENV: 'simulator',
          PUBLIC_URL: baseURL,
          // Not 'production': that refuses the simulator, an http PUBLIC_URL and the demo seed the journeys use.
          NODE_ENV: 'development',
          // The journeys act as many payers from one machine by sending X-Forwarded-For, as a
          // proxy in front of the server would (per-IP limits of the portal).
          TRUST_PROXY: 'true',
        },
      },
});
