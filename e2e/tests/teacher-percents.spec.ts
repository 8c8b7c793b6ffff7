import { expect as baseExpect, test } from '@playwright/test';
import { signInAs } from '../support/login.ts';
import { screenshotWindows } from '../support/screens.ts';
import { chooseMonth } from './date-fields.ts';

// Issue 18: a teacher's academies and dated percents from the teacher's own form (docs/money.md).
const expect = baseExpect.configure({ timeout: 30_000 });
test.describe.configure({ timeout: 180_000 });

test('Equipo: el formulario del profesor fija su porcentaje en cada academia desde un mes, con historial y errores en castellano', async ({
  page,
}) => {
  const now = new Date();
  const thisYear = now.getFullYear();
  const month = String(now.getMonth() + 1).padStart(2, '0');
  await signInAs(page, 'admin', '/app/modules/teachers');
  await page.getByRole('searchbox').fill('Valdés');
  await page
    .getByRole('group', { name: /Acciones de Rodrigo Valdés/ })
    .getByRole('button', { name: 'Editar' })
    .click();
  const dialog = page.getByRole('dialog', { name: 'Editar a Rodrigo Valdés' });
  const music = dialog.getByRole('region', { name: 'Academia de Música Allegro' });
  await expect(music.getByText(/^Hoy recibe \d+ %\.$/)).toBeVisible();
  await expect(dialog.getByRole('region', { name: 'Escuela de Danza Movimiento' })).toBeVisible();
  // the seed's entry applies since always: history, not removable
  await expect(music.getByText('Ya rigió: no se cambia')).toBeVisible();

  const fix = music.getByRole('button', { name: 'Fijar porcentaje en Academia de Música Allegro' });
  const percent = music.getByLabel('Porcentaje (%)');
  // a past month is refused before sending
  await percent.fill('18');
  await chooseMonth(music, 'Desde (mes)', `${thisYear - 1}-${month}`);
  await fix.click();
  await expect(music.getByText(/^No puede ser un mes pasado/)).toBeVisible();
  // over 100 % in the academy from that month on: the server's Spanish refusal, on the field
  await chooseMonth(music, 'Desde (mes)', `${thisYear + 1}-${month}`);
  await percent.fill('95');
  await fix.click();
  await expect(music.getByText(/sumarían más de 100 %/)).toBeVisible();
  // a valid future entry: scheduled, removable; today's percent unchanged
  await percent.fill('18');
  await fix.click();
  const scheduled = music.getByRole('row').filter({ hasText: 'Programado' });
  await expect(scheduled).toContainText('18%');
  await expect(music.getByText(/^Hoy recibe \d+ %\.$/)).not.toHaveText('Hoy recibe 18 %.');
  await screenshotWindows(page, 'admin-at-work-profesor-porcentajes');
  // at 390 px (where screenshots leaves the window) the academy's block fits: nothing sideways
  expect(await music.evaluate((el) => el.getBoundingClientRect().right)).toBeLessThanOrEqual(390);
  await page.setViewportSize({ width: 1280, height: 800 });
  await scheduled.getByRole('button', { name: /^Quitar porcentaje/ }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Quitar' }).click();
  await expect(music.getByRole('row').filter({ hasText: 'Programado' })).toHaveCount(0);
});
