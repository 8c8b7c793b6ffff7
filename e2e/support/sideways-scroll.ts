import { expect, type Page } from '@playwright/test';

/**
 * The page scrolls no wider than the window. Polled: a page lays itself out for a new width in
 * the renders that follow the resize (its breakpoints are read in React), not at once.
 */
export const expectNoSidewaysScroll = async (page: Page, what = 'la página'): Promise<void> => {
  const width = page.viewportSize()!.width;
  await expect
    .poll(() => page.evaluate(() => document.documentElement.scrollWidth), {
      message: `${what}: sin desplazamiento lateral en ${width} px`,
    })
    .toBeLessThanOrEqual(width);
};
