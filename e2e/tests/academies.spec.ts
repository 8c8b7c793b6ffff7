import { expect as baseExpect, test, type Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { expectAccessible } from '../support/a11y.ts';
import { signInAs } from '../support/login.ts';
import { openAs } from '../support/open-screen.ts';
import { screenshotWidths } from '../support/screens.ts';

// The machine running the suite is shared and often saturated: give each wait more room.
const expect = baseExpect.configure({ timeout: 30_000 });
test.describe.configure({ timeout: 180_000 });

const dialog = (page: Page) => page.getByRole('dialog');
const suffix = Date.now().toString(36).slice(-5);

test.describe('Academias (admin)', () => {
  test('lista, exporta las filas del filtro desde el servidor y no elimina una academia con alumnos', async ({
    page,
  }) => {
    await openAs(page, 'admin', '/app/modules/academies', 'Academias');
    const table = page.getByRole('table', { name: 'Academias' });
    await expect(table.getByRole('link', { name: 'Academia de Música Allegro' })).toBeVisible();
    await expectAccessible(page);
    await screenshotWidths(page, 'academies-list');

    await page.getByRole('searchbox').fill('Allegro');
    await expect(table.getByRole('row')).toHaveCount(2);
    await page.getByRole('button', { name: 'Exportar' }).click();
    const download = page.waitForEvent('download');
    await page.getByRole('menuitem', { name: /CSV/ }).click();
    const lines = readFileSync(await (await download).path(), 'utf8')
      .trim()
      .split(/\r?\n/);
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain('Academia de Música Allegro');

    await table
      .getByRole('row', { name: /Academia de Música Allegro/ })
      .getByRole('button', { name: 'Eliminar', exact: true })
      .click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Eliminar' }).click();
    await expect(page.getByRole('alertdialog').getByRole('alert')).toContainText(
      'No se puede eliminar la academia',
    );
    await expectAccessible(page);
    await page.getByRole('alertdialog').getByRole('button', { name: 'Cancelar' }).click();
    await expect(table.getByRole('link', { name: 'Academia de Música Allegro' })).toBeVisible();
  });

  test('la ficha muestra profesores, porcentajes y alumnos; agrega, valida y elimina un cargo propio', async ({
    page,
  }) => {
    await signInAs(page, 'admin', '/app/modules/academies');
    await page.getByRole('link', { name: 'Escuela de Danza Movimiento' }).click();
    await expect(
      page.getByRole('heading', { name: 'Escuela de Danza Movimiento', level: 1 }),
    ).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Porcentaje de profesores' })).toBeVisible();
    await expect(
      page.getByRole('table', { name: 'Alumnos de la academia' }).getByRole('row'),
    ).not.toHaveCount(1);

    const description = `Arriendo sala ${suffix}`;
    await page.getByRole('button', { name: 'Agregar cargo' }).click();
    await dialog(page).getByLabel('Descripción').fill(description);
    await dialog(page).getByLabel('Monto (CLP)').fill('12,5');
    await dialog(page).getByRole('button', { name: 'Guardar' }).click();
    await expect(dialog(page).getByText(/Debe ser un monto/)).toBeVisible();
    await expectAccessible(page);
    await screenshotWidths(page, 'academies-charge-form');
    await dialog(page).getByLabel('Monto (CLP)').fill('$150.000');
    await dialog(page).getByRole('button', { name: 'Guardar' }).click();
    await expect(dialog(page)).toBeHidden();
    const charges = page.getByRole('table', { name: 'Cargos de la academia' });
    await expect(charges.getByRole('row', { name: new RegExp(description) })).toContainText(
      '$150.000',
    );
    await expectAccessible(page);
    await screenshotWidths(page, 'academies-detail');

    await page.getByRole('button', { name: `Eliminar cargo ${description}` }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Eliminar' }).click();
    await expect(page.getByRole('alertdialog')).toBeHidden();
    await expect(page.getByText(description)).toHaveCount(0);
  });
});

test.describe('Mis academias (profesor)', () => {
  test('ve su academia con alumnos, cobros y planes, y edita el teléfono', async ({ page }) => {
    const own = (await signInAs(page, 'teacher')).academies;
    expect(own.length).toBeGreaterThan(0);
    const first = own[0]!;
    await page
      .getByRole('navigation', { name: 'Menú principal' })
      .getByRole('link', { name: first.academy_name })
      .click();
    await expect(page).toHaveURL(new RegExp(`/app/modules/my-academies/${first.id_academy}$`));
    await expect(page.getByRole('heading', { name: first.academy_name, level: 1 })).toBeVisible();
    await expect(
      page.getByRole('table', { name: 'Alumnos de la academia' }).getByRole('row'),
    ).not.toHaveCount(1);
    await expect(page.getByRole('heading', { name: 'Cobros pendientes' })).toBeVisible();
    await expect(page.getByRole('table', { name: 'Planes de la academia' })).toBeVisible();
    await expectAccessible(page);
    await screenshotWidths(page, 'academies-my-academy');

    // A landline typed as people write it is saved and shown in the Chilean format (issue 18).
    const [a, b] = [100 + Math.floor(Math.random() * 900), 1000 + Math.floor(Math.random() * 9000)];
    await page.getByRole('button', { name: 'Editar datos de contacto' }).click();
    await dialog(page).getByLabel('Teléfono').fill('2 2345');
    await dialog(page).getByRole('button', { name: 'Guardar cambios' }).click();
    await expect(dialog(page).getByText(/No es un teléfono chileno válido/)).toBeVisible();
    await dialog(page).getByLabel('Teléfono').fill(`(2) 2${a}-${b}`);
    await dialog(page).getByRole('button', { name: 'Guardar cambios' }).click();
    await expect(dialog(page)).toBeHidden();
    await expect(page.getByText(`+56 2 2${a} ${b}`)).toBeVisible();
  });

  test('la academia de otro profesor muestra "sin acceso" y ningún dato', async ({ page }) => {
    const own = (await signInAs(page, 'teacher', null)).academies.map((a) => a.id_academy);
    const other = [1, 2, 3, 4, 5].find((id) => !own.includes(id))!;
    await page.goto(`/app/modules/my-academies/${other}`);
    await expect(page.getByRole('heading', { name: 'Sin acceso', level: 1 })).toBeVisible();
    await expect(page.getByText('La academia no existe o no está entre las tuyas.')).toBeVisible();
    await expect(page.getByRole('table')).toHaveCount(0);
    await expectAccessible(page);
    await screenshotWidths(page, 'academies-sin-acceso');

    // The server refuses the data too, not only the screen.
    const token = await page.evaluate(
      () =>
        (JSON.parse(localStorage.getItem('academias.session') ?? '{}') as { token: string }).token,
    );
    const res = await page.request.get(`/api/v1/getAcademyById/${other}`, {
      headers: { Authorization: `Bearer ${token}` },
    });
    expect([403, 404]).toContain(res.status());
  });
});
