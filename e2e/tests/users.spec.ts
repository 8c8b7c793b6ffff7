import { expect as baseExpect, test, type Page } from '@playwright/test';
import { formatRut, rutCheckDigit } from '@academias/shared/format';
import { readFileSync } from 'node:fs';
import { expectAccessible } from '../support/a11y.ts';
import { checkBox } from '../support/checkbox.ts';
import { signInAs } from '../support/login.ts';
import { openAs } from '../support/open-screen.ts';
import { screenshotWidths } from '../support/screens.ts';

// The machine running the suite is shared and often saturated: give each wait more room.
const expect = baseExpect.configure({ timeout: 30_000 });
test.describe.configure({ timeout: 180_000 });

/** A valid RUT nobody in the demo data has (random 8-digit body, real check digit). */
const freshRut = (): string => {
  const body = String(30_000_000 + Math.floor(Math.random() * 9_000_000));
  return `${body}-${rutCheckDigit(body)}`;
};
const suffix = Date.now().toString(36).slice(-5);

const dialog = (page: Page) => page.getByRole('dialog');

/** The admin token from the stored session, for the one call this journey makes outside its screens. */
const adminToken = async (page: Page) =>
  page.evaluate(
    () =>
      (JSON.parse(localStorage.getItem('academias.session') ?? '{}') as { token?: string }).token ??
      '',
  );

test.describe.serial('Equipo de Trabajo, Academias y Alumnos (admin)', () => {
  const teacher = {
    rut: freshRut(),
    first: 'Tomás',
    last: `Pruebas ${suffix}`,
    user: `tomas.${suffix}`,
  };
  const academyName = `Academia E2E ${suffix}`;
  const student = { rut: freshRut(), first: 'Josefa', last: `Import ${suffix}` };

  test('crea un profesor; un RUT ya registrado se informa en el campo', async ({ page }) => {
    await openAs(page, 'admin', '/app/modules/teachers', 'Equipo de Trabajo');
    await expect(page.getByRole('table', { name: 'Profesores' }).getByRole('row')).not.toHaveCount(
      1,
    );
    await expectAccessible(page);
    await screenshotWidths(page, 'users-teachers');

    await page.getByRole('button', { name: 'Nuevo miembro' }).click();
    const form = dialog(page);
    // The admin's own RUT (demo data) is taken: the server's Spanish message lands on the field.
    await form.getByLabel('RUT').fill('136432621');
    await expect(form.getByLabel('RUT')).toHaveValue('13.643.262-1');
    await form.getByLabel('Nombres').fill(teacher.first);
    await form.getByLabel('Apellidos').fill(teacher.last);
    await form.getByLabel('Usuario').fill(teacher.user);
    await form.getByLabel(/^Contraseña/).fill('Clave.Segura.2026');
    await form.getByLabel(/^Repite la contraseña/).fill('Clave.Segura.2026');
    await expectAccessible(page);
    await screenshotWidths(page, 'users-teacher-form');
    await form.getByRole('button', { name: 'Crear' }).click();
    await expect(form.getByText('Ya existe una persona registrada con ese RUT.')).toBeVisible();

    await form.getByLabel('RUT').fill(teacher.rut);
    await form.getByRole('button', { name: 'Crear' }).click();
    await expect(form).toBeHidden();
    await page.getByRole('searchbox').fill(teacher.last);
    await expect(
      page.getByRole('cell', { name: `${teacher.first} ${teacher.last}`, exact: true }),
    ).toBeVisible();
  });

  test('crea una academia y le asigna el profesor', async ({ page }) => {
    await signInAs(page, 'admin', '/app/modules/academies');
    await page.getByRole('button', { name: 'Nueva academia' }).click();
    await dialog(page).getByLabel('Nombre').fill(academyName);
    await dialog(page).getByLabel('Correo').fill('e2e@academias.cl');
    await dialog(page).getByRole('button', { name: 'Crear academia' }).click();
    await expect(dialog(page)).toBeHidden();

    await page.getByRole('searchbox').fill(academyName);
    await page.getByRole('link', { name: academyName }).click();
    await expect(page.getByRole('heading', { name: academyName, level: 1 })).toBeVisible();
    await page
      .getByLabel('Profesor para asignar')
      .selectOption({ label: `${teacher.first} ${teacher.last}` });
    await page.getByRole('button', { name: 'Asignar profesor' }).click();
    await expect(
      page.getByRole('button', {
        name: `Quitar a ${teacher.first} ${teacher.last} de la academia`,
      }),
    ).toBeVisible();
  });

  test('crea un alumno: RUT inválido rechazado, válido aceptado; lo inscribe, cambia estado y día de pago y ve el cobro', async ({
    page,
  }) => {
    await openAs(page, 'admin', '/app/modules/students', 'Alumnos');
    await expectAccessible(page);
    await screenshotWidths(page, 'users-students');

    await page.getByRole('button', { name: 'Nuevo alumno' }).click();
    const form = dialog(page);
    const [body] = student.rut.split('-');
    const wrongDigit = rutCheckDigit(body!) === '1' ? '2' : '1';
    await form.getByLabel('RUT', { exact: false }).first().fill(`${body}${wrongDigit}`);
    await form.getByLabel('Nombres').first().fill(student.first);
    await form.getByLabel('Apellidos').first().fill(student.last);
    await form.getByRole('button', { name: 'Crear alumno' }).click();
    await expect(
      form.getByText('No es un RUT válido (revisa el dígito verificador)'),
    ).toBeVisible();
    await expectAccessible(page);
    await screenshotWidths(page, 'users-student-form-error');

    await form.getByLabel('RUT', { exact: false }).first().fill(student.rut.replace('-', ''));
    await expect(form.getByLabel('RUT', { exact: false }).first()).toHaveValue(
      formatRut(student.rut),
    );
    await form.getByRole('button', { name: 'Crear alumno' }).click();
    await expect(form).toBeHidden();
    await expect(page).toHaveURL(/\/app\/modules\/students\/\d+$/);
    await expect(
      page.getByRole('heading', { name: `${student.first} ${student.last}`, level: 1 }),
    ).toBeVisible();
    const studentId = Number(page.url().split('/').pop());

    // Enrol in a demo plan of the music academy.
    await page.getByRole('button', { name: 'Inscribir en un plan' }).click();
    await dialog(page)
      .getByLabel('Academia', { exact: true })
      .selectOption({ label: 'Academia de Música Allegro' });
    await checkBox(dialog(page).getByRole('checkbox', { name: /Guitarra grupal/ }));
    await dialog(page).getByLabel('Día de pago').fill('10');
    await dialog(page).getByRole('button', { name: 'Inscribir' }).click();
    await expect(dialog(page)).toBeHidden();
    const status = page.getByLabel('Estado en Guitarra grupal');
    await expect(status).toHaveValue('activo');

    await status.selectOption('suspendido');
    await expect(
      page.getByText('Plan Guitarra grupal: estado cambiado a suspendido'),
    ).toBeVisible();
    await expect(status).toHaveValue('suspendido');
    await status.selectOption('activo');
    await expect(status).toHaveValue('activo');

    await page.getByRole('button', { name: 'Cambiar día de pago de Guitarra grupal' }).click();
    await dialog(page).getByLabel('Día de pago').fill('31');
    await dialog(page).getByRole('button', { name: 'Guardar' }).click();
    await expect(dialog(page).getByText('Debe estar entre 1 y 28')).toBeVisible();
    await dialog(page).getByLabel('Día de pago').fill('15');
    await dialog(page).getByRole('button', { name: 'Guardar' }).click();
    await expect(dialog(page)).toBeHidden();
    await expect(
      page.getByRole('row', { name: /Guitarra grupal/ }).getByText('15', { exact: true }),
    ).toBeVisible();

    // Charges are generated per period by Pagos Pendientes (finance); call it as that screen does.
    const period = new Date().toISOString().slice(0, 7);
    const res = await page.request.post('/api/v1/generateCharges', {
      headers: { Authorization: `Bearer ${await adminToken(page)}` },
      data: { period },
    });
    expect(res.ok()).toBeTruthy();
    await page.reload();
    const charges = page.getByRole('table', { name: 'Cobros del plan' });
    await expect(charges.getByRole('row')).toHaveCount(2);
    // Enrolled today: the first month is prorated by the days left (Chile), half up (docs/money.md).
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Santiago' }).format(
      new Date(),
    );
    const [y, m, d] = today.split('-').map(Number) as [number, number, number];
    const days = new Date(Date.UTC(y, m, 0)).getUTCDate();
    const first = d === 1 ? 32_000 : Math.floor((32_000 * (days - d + 1) * 2 + days) / (2 * days));
    const firstText = `$${first.toLocaleString('es-CL')}`;
    await expect(charges).toContainText(firstText);
    await expect(page.getByText(`Pendiente en este plan: ${firstText}`)).toBeVisible();
    await expectAccessible(page);
    await screenshotWidths(page, 'users-student-detail');
    expect(studentId).toBeGreaterThan(0);
  });

  test('exporta a CSV todas las filas de la búsqueda, desde el servidor', async ({ page }) => {
    await signInAs(page, 'admin', '/app/modules/students');
    await page.getByRole('searchbox').fill(student.last);
    await expect(page.getByRole('table', { name: 'Alumnos' }).getByRole('row')).toHaveCount(2);
    await page.getByRole('button', { name: 'Exportar' }).click();
    const download = page.waitForEvent('download');
    await page.getByRole('menuitem', { name: /^CSV \(1 fila\)/ }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^alumnos-\d{4}-\d{2}-\d{2}\.csv$/);
    const text = readFileSync(await file.path(), 'utf8').replace(/^\uFEFF/, '');
    const lines = text.trim().split(/\r\n/);
    expect(lines).toHaveLength(2);
    expect(lines[0]).toMatch(/^ID;Nombres;Apellidos;RUT;/);
    expect(lines[1]).toContain(formatRut(student.rut));
    expect(lines[1]).toContain(student.last);
  });

  test('importa un CSV: la fila con RUT malo se informa y no se guarda nada sin confirmar', async ({
    page,
  }) => {
    await signInAs(page, 'admin', '/app/modules/students');
    await page.getByRole('button', { name: 'Importar' }).click();
    const good1 = freshRut();
    const good2 = freshRut();
    const csv = [
      'RUT;Nombres;Apellidos;Correo',
      `${formatRut(good1)};Ana;Lote ${suffix};ana.${suffix}@correo.cl`,
      `${good2.split('-')[0]}-${rutCheckDigit(good2.split('-')[0]!) === '3' ? '4' : '3'};Malo;Lote ${suffix};`,
      `${good2};Luis;Lote ${suffix};`,
    ].join('\n');
    await dialog(page)
      .getByLabel('Archivo')
      .setInputFiles({ name: 'alumnos.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
    await expect(dialog(page).getByText(/3 filas, 2 válidas, 1 con errores/)).toBeVisible();
    await expect(
      dialog(page).getByText('RUT: no es un RUT válido (revisa el dígito verificador)'),
    ).toBeVisible();
    const importButton = dialog(page).getByRole('button', { name: 'Importar 2 filas válidas' });
    await expect(importButton).toBeDisabled();
    await expectAccessible(page);
    await screenshotWidths(page, 'users-import-preview');

    await dialog(page).getByText('Importar solo las 2 filas válidas').click();
    await importButton.click();
    await expect(dialog(page).getByText('Se importaron 2 alumnos.')).toBeVisible();
    await dialog(page).getByRole('button', { name: 'Listo' }).click();
    await page.getByRole('searchbox').fill(`Lote ${suffix}`);
    await expect(page.getByRole('table', { name: 'Alumnos' }).getByRole('row')).toHaveCount(3);
  });
});

test('un profesor que escribe la dirección de Alumnos ve "Sin acceso", no la pantalla', async ({
  page,
}) => {
  // Alumnos is an administrator's screen (one access table for menus and guards,
  // shared/src/session/access.ts); a teacher sees their students inside each academy's page.
  await openAs(page, 'teacher', '/app/modules/students', 'Sin acceso');
  await expect(page.getByRole('button', { name: 'Nuevo alumno' })).toHaveCount(0);
  await expect(page.getByRole('table', { name: 'Alumnos' })).toHaveCount(0);
  await expectAccessible(page);
});
