#!/usr/bin/env node
/**
 * Lighthouse (mobile preset: simulated slow 4G and a 4x slower CPU) on the built app, cold, as
 * each demo user: prints per page the performance score, LCP, TBT, CLS and the JavaScript
 * transferred (gzip), the median of BENCH_RUNS runs (default 3), with Lighthouse's benchmark index
 * of the host's CPU beside them. Figures only: nothing here fails.
 *
 *   pnpm --filter ./shell --filter './mfe-*' build && pnpm bench:lighthouse
 *   BENCH_RUNS=1 BENCH_PAGES=portal,login pnpm bench:lighthouse
 *   API_URL=http://localhost:8080 pnpm bench:lighthouse   # a running server instead of a fresh one
 *   BENCH_SHIFTS=1 BENCH_RUNS=1 BENCH_PAGES='admin payments' pnpm bench:lighthouse  # what shifted
 *   BENCH_LCP=1 BENCH_RUNS=1 BENCH_PAGES='admin dashboard' pnpm bench:lighthouse  # where time went
 *   BENCH_SAVE=/tmp/lhr pnpm bench:lighthouse  # also writes each run's Lighthouse report (JSON) there
 *   BENCH_HTTPS=1 pnpm bench:lighthouse  # through TLS and HTTP/2, as a deployment serves it
 *
 * By default the browser talks HTTP/1.1 to the server itself; Lighthouse's simulation then opens
 * at most 6 connections to it, a round trip of its slow 4G each, for the ~50 files of a first
 * screen after login. A deployment puts nginx or Caddy in front (docs/deployment.md), which speak
 * HTTP/2 to the browser: `BENCH_HTTPS=1` measures that (scripts/https-front.mjs).
 *
 * "Cold" means an empty HTTP cache before every run; a logged-in user's session is put in
 * localStorage first (as a returning user has it), so Lighthouse keeps storage (not the cache).
 */
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import lighthouse from 'lighthouse';
import { chromiumArgs, chromiumExecutable } from './chromium.mjs';
import { startHttpsFront } from './https-front.mjs';
import { printLcp, printShifts } from './lighthouse-details.mjs';
import { root, startApiServer } from './workspace.mjs';

const runs = Number(process.env.BENCH_RUNS ?? 3);
const port = Number(process.env.BENCH_PORT ?? 5190);
const debugPort = port + 2;
const password = process.env.BENCH_PASSWORD ?? 'Demo.2026';
const only = process.env.BENCH_PAGES?.split(',');
if (process.env.BENCH_SAVE) mkdirSync(process.env.BENCH_SAVE, { recursive: true });

/** [label, user or null for anonymous, path]. One list of each remote, the dashboards, the portal. */
const pages = [
  ['login', null, '/auth/login'],
  ['portal', null, '/client/payments'],
  ['portal standalone', null, '/portal/'],
  ['portal result', null, '/client/payments/result'],
  ['admin dashboard', 'admin', '/app/dashboard'],
  ['admin students (mfe-users)', 'admin', '/app/modules/students'],
  ['admin academies (mfe-academies)', 'admin', '/app/modules/academies'],
  ['admin payments (mfe-finance)', 'admin', '/app/modules/view-payments'],
  ['admin users report (mfe-reports)', 'admin', '/app/modules/reports/users'],
  ['admin e-mail history (mfe-email)', 'admin', '/app/modules/emails/view'],
  ['teacher dashboard', 'profesor', '/app/dashboard'],
  ['teacher plans', 'profesor', '/app/modules/plans'],
  ['student dashboard', 'alumno', '/app/dashboard'],
  ['student payments', 'alumno', '/app/modules/view-payments'],
  ['student pending charges', 'alumno', '/app/modules/view-charges'],
  // The stack's floor (shell/bench/chakra-floor): measured only when built into shell/dist/floor
  // (`pnpm --filter @academias/shell build:floor`).
  ...(existsSync(join(root, 'shell', 'dist', 'floor', 'index.html'))
    ? [['one-bundle floor', null, '/floor/']]
    : []),
].filter(([label]) => !only || only.some((o) => label.includes(o)));

// ---- the server: a running one, or the real one on a fresh embedded database with demo data ----
let base = process.env.API_URL;
let stop = () => {};
if (!base)
  // No scheduled jobs: on the embedded database a job's batch shares the server's thread (the
  // demo's first minutes sign and send its boletas), and Lighthouse reads the server's answer
  // times into every simulated figure. The pages are what is measured here.
  ({ url: base, stop } = await startApiServer(port, {
    PUBLIC_URL: `http://localhost:${port}`,
    JOBS: 'false',
  }));

// As a deployment serves the app (docs/deployment.md): TLS and HTTP/2 in front of the server.
const https = process.env.BENCH_HTTPS === '1';
const apiUrl = base; // the server itself, for the sign-ins below
if (https) {
  const front = await startHttpsFront(port + 4, base);
  const stopServer = stop;
  base = front.url;
  stop = () => {
    front.stop();
    stopServer();
  };
}

const sessionOf = async (username) => {
  const res = await fetch(`${apiUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password }),
  });
  if (!res.ok) throw new Error(`No se pudo ingresar como ${username}: ${res.status}`);
  return res.json();
};

const { chromium } = createRequire(join(root, 'e2e', 'package.json'))('@playwright/test');
const profile = mkdtempSync(join(tmpdir(), 'bench-lighthouse-profile-'));
// A persistent context is the browser's default one: the tab Lighthouse opens shares its storage.
const context = await chromium.launchPersistentContext(profile, {
  executablePath: chromiumExecutable,
  headless: true,
  args: [
    `--remote-debugging-port=${debugPort}`,
    ...chromiumArgs,
    ...(https ? ['--ignore-certificate-errors'] : []),
  ],
});
const helper = context.pages()[0] ?? (await context.newPage());
const cdp = await context.newCDPSession(helper);

/** Puts the user's session in localStorage (or none), then empties the HTTP cache. */
const prepare = async (session) => {
  await helper.goto(`${base}/notfound`);
  await helper.evaluate((s) => {
    localStorage.clear();
    if (s) {
      localStorage.setItem('academias.session', JSON.stringify(s));
      localStorage.setItem('dataType', String(s.type));
    }
  }, session);
  await helper.goto('about:blank');
  await cdp.send('Network.clearBrowserCache');
};

const jsBytesOf = (lhr) => {
  const items = lhr.audits['network-requests']?.details?.items ?? [];
  return items
    .filter((r) => r.resourceType === 'Script')
    .reduce((sum, r) => sum + (r.transferSize ?? 0), 0);
};
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

const sessions = {};
const rows = [];
try {
  for (const [label, user, path] of pages) {
    if (user && !sessions[user]) sessions[user] = await sessionOf(user);
    const results = [];
    for (let i = 0; i < runs; i += 1) {
      await prepare(user ? sessions[user] : null);
      const { lhr } = await lighthouse(`${base}${path}`, {
        port: debugPort,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance'],
        disableStorageReset: true,
      });
      results.push({
        score: Math.round((lhr.categories.performance.score ?? 0) * 100),
        lcp: lhr.audits['largest-contentful-paint'].numericValue,
        tbt: lhr.audits['total-blocking-time'].numericValue,
        cls: lhr.audits['cumulative-layout-shift'].numericValue,
        js: jsBytesOf(lhr),
        // Lighthouse's measure of the host's CPU (it warns under 1,000): TBT is the main thread's
        // real time x 4, so pages compare only within one run on one machine.
        cpu: lhr.environment?.benchmarkIndex,
        finalUrl: lhr.finalDisplayedUrl,
      });
      // A run Lighthouse could not finish (no paint before its timeout on a loaded machine) has
      // no metrics: say why instead of failing on the missing numbers.
      if (process.env.BENCH_SHIFTS) printShifts(lhr);
      if (process.env.BENCH_LCP) printLcp(lhr);
      if (process.env.BENCH_SAVE)
        writeFileSync(
          join(
            process.env.BENCH_SAVE,
            `${label.split(' (')[0].replaceAll(' ', '-')}-${i + 1}.json`,
          ),
          JSON.stringify(lhr),
        );
      if (lhr.runtimeError)
        console.log(`  ${label}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
    }
    const m = {
      score: median(results.map((r) => r.score)),
      lcp: median(results.map((r) => r.lcp)),
      tbt: median(results.map((r) => r.tbt)),
      cls: median(results.map((r) => r.cls)),
      js: median(results.map((r) => r.js)),
      cpu: median(results.map((r) => r.cpu)),
    };
    rows.push([label, m]);
    const landed = results[0]?.finalUrl.replace(base, '');
    const fixed = (value, digits, scale = 1) =>
      value === undefined ? 'n/a' : (value / scale).toFixed(digits);
    console.log(
      `${label.padEnd(34)} score ${String(m.score).padStart(3)}  LCP ${fixed(m.lcp, 1, 1000)} s  ` +
        `TBT ${fixed(m.tbt, 0).padStart(4)} ms  CLS ${fixed(m.cls, 3)}  JS ${fixed(m.js, 0, 1024)} KB  ` +
        `CPU ${fixed(m.cpu, 0).padStart(4)}` +
        (landed !== path ? `  (landed on ${landed})` : ''),
    );
  }
} finally {
  await context.close();
  rmSync(profile, { recursive: true, force: true });
  stop();
}
console.log(
  `\nmedian of ${runs} cold run(s) per page, Lighthouse mobile preset, ${new Date().toISOString()}` +
    "\nCPU: Lighthouse's benchmark index of this machine during the page (it warns under 1,000)",
);
