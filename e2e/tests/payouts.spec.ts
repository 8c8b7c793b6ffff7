import { expect as baseExpect, test } from '@playwright/test';
import { expectAccessible } from '../support/a11y.ts';
import { signInAs } from '../support/login.ts';
import { openAs } from '../support/open-screen.ts';
import { screenshotWidths } from '../support/screens.ts';

const expect = baseExpect.configure({ timeout: 30_000 });
test.describe.configure({ timeout: 180_000 });

/** Liquidaciones (issue 13 item 8, docs/money.md "Teacher payouts"). */
const lastMonth = () => {
  const now = new Date();
  const d = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1, 1));
  return `${d.getUTCFullYear()}-${String(d.getUTCMonth() + 1).padStart(2, '0')}`;
};

test('el profesor abre "Mi liquidación" desde su menú y ve sus academias y el total', async ({
  page,
}) => {
  await signInAs(page, 'teacher');
  await page
    .getByRole('navigation', { name: 'Menú principal' })
    .getByRole('link', { name: 'Mi liquidación' })
    .click();
  await expect(page.getByRole('heading', { name: 'Mi liquidación', level: 1 })).toBeVisible();
  await page.goto(`/app/modules/reports/payouts?mes=${lastMonth()}`);
  const table = page.getByRole('table', { name: 'Por academia' });
  await expect(table).toBeVisible();
  await expect(table.getByRole('row')).toHaveCount(4); // header, two academies, total
  await expect(page.getByLabel('Profesor')).toHaveCount(0);
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'PDF' }).click();
  expect((await download).suggestedFilename()).toMatch(/^liquidacion-.*\.pdf$/);
  await expectAccessible(page);
  await screenshotWidths(page, 'payouts-teacher');
});

test('el administrador elige profesor y mes en Liquidaciones y descarga el Excel', async ({
  page,
}) => {
  await openAs(page, 'admin', `/app/modules/reports/payouts?mes=${lastMonth()}`, 'Liquidaciones');
  await page.getByLabel('Profesor').selectOption({ label: 'Rodrigo Valdés' });
  await expect(page.getByRole('table', { name: 'Por academia' })).toBeVisible();
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Excel' }).click();
  expect((await download).suggestedFilename()).toMatch(/^liquidacion-rodrigo-valdes-.*\.xlsx$/);
  await screenshotWidths(page, 'payouts-admin');
});
