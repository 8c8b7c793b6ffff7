/**
 * How the journeys (e2e/playwright.config.ts) and the browser benchmarks start Chromium: the
 * system's binary (CHROMIUM_PATH to choose another) and flags that keep a shared, offline machine
 * quiet and the measurements steady (no GPU, no background traffic, no QUIC).
 */
export const chromiumExecutable = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];
