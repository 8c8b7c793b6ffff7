import type { Page } from '@playwright/test';
import { mkdirSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const dir = resolve(dirname(fileURLToPath(import.meta.url)), '../screenshots');

/** Saves a full-page screenshot at 1280 px and 390 px wide into e2e/screenshots (for looking at). */
export const screenshotWidths = async (page: Page, name: string): Promise<void> => {
  mkdirSync(dir, { recursive: true });
  const original = page.viewportSize();
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 800 });
    await page.waitForTimeout(150);
    await page.screenshot({ path: resolve(dir, `${name}-${width}.png`), fullPage: true });
  }
  if (original) await page.setViewportSize(original);
};
