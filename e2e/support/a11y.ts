import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/**
 * Resolves once nothing on the page is mid-animation: a dialog or menu opening or closing, a toast
 * sliding in. axe judges what is drawn, so a dialog caught in its opening animation is not the
 * dialog people read (label-content-name-mismatch was flagged on one on a loaded machine). Endless
 * animations (spinners, skeletons) never finish and are left out.
 */
const animationsSettled = (page: Page) =>
  page.waitForFunction(
    () =>
      document
        .getAnimations()
        .every(
          (a) => a.playState !== 'running' || a.effect?.getComputedTiming().iterations === Infinity,
        ),
    undefined,
    { timeout: 20_000 },
  );

/** axe on the current page once it is drawn: no serious or critical violations (WCAG 2.1 A/AA). */
export const expectAccessible = async (page: Page): Promise<void> => {
  await animationsSettled(page);
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    // Sandboxed previews (an e-mail's own HTML) cannot run axe's script: axe would wait on them.
    .exclude('iframe[sandbox]')
    .analyze();
  const serious = results.violations.filter(
    (v) => v.impact === 'serious' || v.impact === 'critical',
  );
  const summary = serious.map(
    (v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`,
  );
  expect(summary, 'violaciones de accesibilidad').toEqual([]);
};
