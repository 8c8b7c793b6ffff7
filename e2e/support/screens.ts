import type { Page } from '@playwright/test';
import { mkdirSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const dir = resolve(dirname(fileURLToPath(import.meta.url)), '../screenshots');

/**
 * The screenshots are for people to look at, not checked by any test: CI (`CI` set), whose clone
 * is thrown away, goes through the same sizes without capturing (docs/performance.md, session 15);
 * `E2E_SCREENSHOTS=1` captures there too, `E2E_SCREENSHOTS=0` skips them anywhere.
 */
const capturing = process.env.E2E_SCREENSHOTS
  ? process.env.E2E_SCREENSHOTS !== '0'
  : !process.env.CI;

/** Saves a full-page screenshot at 1280 px and 390 px wide into e2e/screenshots (for looking at). */
export const screenshotWidths = async (page: Page, name: string): Promise<void> => {
  mkdirSync(dir, { recursive: true });
  const original = page.viewportSize();
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 800 });
    if (!capturing) continue;
    await page.waitForTimeout(150);
    const path = resolve(dir, `${name}-${width}.png`);
    // Chromium now and then never finishes a full-page capture on a loaded machine (the whole
    // journey then ran into its time limit): bounded, and once more as the visible part only.
    await page
      .screenshot({ path, fullPage: true, timeout: 20_000 })
      .catch(() => page.screenshot({ path, timeout: 20_000 }));
  }
  if (original) await page.setViewportSize(original);
};

/** Full pages at 1280 and 390 px, and what the window shows at 1024 and 390 px (`-ventana`). */
export const screenshotWindows = async (page: Page, name: string): Promise<void> => {
  await screenshotWidths(page, name);
  for (const [width, height] of [
    [1024, 800],
    [390, 844],
  ] as const) {
    await page.setViewportSize({ width, height });
    if (capturing)
      await page.screenshot({
        path: resolve(dir, `${name}-${width}-ventana.png`),
        timeout: 20_000,
      });
  }
};
