import { expect, test, type Page } from '@playwright/test';
import { SESSION_KEY } from '@academias/shared/session';
import { expectAccessible } from '../support/a11y.ts';
import { loginAs, signInAs } from '../support/login.ts';
import { screenshotWidths } from '../support/screens.ts';

const nav = (page: Page) => page.getByRole('navigation', { name: 'Menú principal' });

test.describe('login y menús por tipo', () => {
  test('el administrador ve el menú completo y el saludo', async ({ page }) => {
    await loginAs(page, 'admin');
    await expect(page.getByText(/Bienvenid@ /)).toBeVisible();
    for (const label of [
      'Inicio',
      'Equipo de Trabajo',
      'Alumnos',
      'Academias',
      'Planes y Servicios',
      'Gastos Operativos',
      'Centro de Pagos',
      'Documentos Emitidos',
      'Pagos Pendientes',
      'Usuarios',
      'Transbank',
      'Centro de Correos',
      'Historial de Envíos',
      'Parámetros Avanzados',
    ]) {
      // 'Academias' is both under Gestión Operativa and Reportes
      await expect(nav(page).getByRole('link', { name: label, exact: true }).first()).toBeVisible();
    }
    await expect(nav(page).getByRole('link', { name: 'Academias', exact: true })).toHaveCount(2);
    for (const group of [
      'Gestión de Usuarios',
      'Gestión Operativa',
      'Gestión Financiera',
      'Transacciones',
      'Reportes',
      'Comunicaciones',
      'Configuración',
    ]) {
      await expect(nav(page).getByText(group, { exact: true })).toBeVisible();
    }
    await expectAccessible(page);
    await screenshotWidths(page, 'dashboard-admin');
  });

  test('el profesor ve sus academias y su menú', async ({ page }) => {
    await loginAs(page, 'teacher');
    const menu = nav(page);
    for (const label of [
      'Planes de Estudio',
      'Centro de Correos',
      'Historial de Pagos',
      'Boletas Generadas',
    ]) {
      await expect(menu.getByRole('link', { name: label, exact: true })).toBeVisible();
    }
    const academyLinks = menu.locator('a[href*="/app/modules/my-academies/"]');
    await expect(academyLinks).toHaveCount(2);
    await expect(menu.getByRole('link', { name: 'Equipo de Trabajo' })).toHaveCount(0);
  });

  test('el alumno ve el menú reducido con enlaces externos en otra pestaña', async ({ page }) => {
    await loginAs(page, 'student');
    const menu = nav(page);
    for (const label of ['Historial de Pagos', 'Boletas Generadas', 'Cobros Pendientes']) {
      await expect(menu.getByRole('link', { name: label, exact: true })).toBeVisible();
    }
    const portal = menu.locator('a[href$="/client/payments"]');
    await expect(portal).toHaveAttribute('target', '_blank');
    await expect(menu.getByRole('link', { name: 'Alumnos' })).toHaveCount(0);
  });

  test('una contraseña incorrecta muestra el error en español', async ({ page }) => {
    await page.goto('/auth/login');
    await page.getByLabel('Usuario').fill('admin');
    await page.getByLabel('Contraseña').fill('incorrecta');
    await page.getByRole('button', { name: 'Ingresar' }).click();
    await expect(page.getByRole('alert')).toContainText(/incorrect/i);
    await expect(page).toHaveURL(/\/auth\/login$/);
    await expectAccessible(page);
    await screenshotWidths(page, 'login-error');
  });

  test('Cerrar Sesión borra la sesión y vuelve al login', async ({ page }) => {
    await signInAs(page, 'admin');
    await page
      .getByRole('button', { name: /configuración de usuario|opciones de usuario|cuenta/i })
      .click();
    await page.getByRole('menuitem', { name: 'Cerrar Sesión' }).click();
    await expect(page).toHaveURL(/\/auth\/login$/);
    expect(await page.evaluate((k) => localStorage.getItem(k), SESSION_KEY)).toBeNull();
    await page.goto('/app/dashboard');
    await expect(page).toHaveURL(/\/auth\/login$/);
  });
});

test.describe('rutas y sesión', () => {
  test('la ruta vacía lleva al login y /app sin sesión también', async ({ page }) => {
    await page.goto('/');
    await expect(page).toHaveURL(/\/auth\/login$/);
    await page.goto('/app/modules/students');
    await expect(page).toHaveURL(/\/auth\/login$/);
  });

  test('una visita nueva al login carga solo el formulario, no la aplicación compuesta', async ({
    page,
  }) => {
    const scripts: string[] = [];
    page.on('request', (r) => {
      if (r.resourceType() === 'script') scripts.push(new URL(r.url()).pathname);
    });
    await page.goto('/auth/login');
    await expect(page.getByRole('heading', { name: 'Iniciar sesión' })).toBeVisible();
    await page.waitForLoadState('networkidle');
    // The standalone login page (shell/login): no federation runtime, no remote, no Chakra.
    expect(scripts.every((s) => s.startsWith('/login/assets/'))).toBe(true);
    expect(scripts.length).toBeLessThanOrEqual(2);
    await expectAccessible(page);
    await screenshotWidths(page, 'login-standalone');
    // Logging in from it enters the composed app with the session it stored.
    await page.getByLabel('Usuario').fill('admin');
    await page.getByLabel('Contraseña').fill('Demo.2026');
    await page.getByRole('button', { name: 'Ingresar' }).click();
    await expect(page).toHaveURL(/\/app\/dashboard$/);
    await expect(page.getByText(/Bienvenid@ /)).toBeVisible();
    // With a session stored, the login page goes straight on to the app.
    await page.goto('/auth/login');
    await expect(page).toHaveURL(/\/app\/dashboard$/);
  });

  test('una ruta desconocida muestra notfound', async ({ page }) => {
    await page.goto('/esto/no/existe');
    await expect(page).toHaveURL(/\/notfound$/);
    await expect(page.getByText('Requested resource is not available.')).toBeVisible();
    await expectAccessible(page);
  });

  test('un token inválido respondido con 401 vuelve al login y borra la marca', async ({
    page,
  }) => {
    await signInAs(page, 'admin');
    await page.evaluate((key) => {
      const raw = localStorage.getItem(key);
      if (!raw) throw new Error('sin sesión guardada');
      const spoil = (value: unknown): unknown => {
        if (Array.isArray(value)) return value.map(spoil);
        if (value && typeof value === 'object') {
          return Object.fromEntries(
            Object.entries(value).map(([k, v]) => [
              k,
              /token/i.test(k) && typeof v === 'string' ? 'invalido' : spoil(v),
            ]),
          );
        }
        return value;
      };
      localStorage.setItem(key, JSON.stringify(spoil(JSON.parse(raw))));
    }, SESSION_KEY);
    await page.goto('/app/modules/teachers');
    await expect(page).toHaveURL(/\/auth\/login$/);
    expect(await page.evaluate(() => localStorage.getItem('dataType'))).toBeNull();
  });

  test('la landing enlaza al login y al portal', async ({ page }) => {
    await page.goto('/landing');
    await expect(page.locator('a[href$="/auth/login"]').first()).toBeVisible();
    await expect(page.locator('a[href$="/client/payments"]').first()).toBeVisible();
    await expectAccessible(page);
  });
});

test.describe('composición en tiempo de ejecución', () => {
  test('un remoto caído muestra el respaldo con Reintentar y el resto sigue funcionando', async ({
    page,
  }) => {
    await page.route('**/remotes/mfe-finance/**', (route) => route.abort('connectionrefused'));
    await signInAs(page, 'admin');
    await nav(page).getByRole('link', { name: 'Gastos Operativos', exact: true }).click();
    await expect(page.getByRole('button', { name: 'Reintentar' })).toBeVisible();
    await nav(page).getByRole('link', { name: 'Equipo de Trabajo', exact: true }).click();
    await expect(page.getByRole('heading', { name: 'Equipo de Trabajo' })).toBeVisible();
    // the remote comes back: Reintentar loads it without a page reload
    await page.unroute('**/remotes/mfe-finance/**');
    await nav(page).getByRole('link', { name: 'Gastos Operativos', exact: true }).click();
    await page.getByRole('button', { name: 'Reintentar' }).click();
    await expect(page.getByRole('heading', { name: 'Gastos Operativos' })).toBeVisible();
  });

  test('el portal funciona solo, sin shell ni sesión', async ({ page }) => {
    await page.goto('/portal/');
    await expect(page.getByRole('textbox', { name: /RUT/ })).toBeVisible();
    await expectAccessible(page);
  });

  test('los ajustes de diseño sobreviven a una recarga', async ({ page }) => {
    await signInAs(page, 'admin');
    await page.getByRole('button', { name: /ajustes de diseño|configuración de diseño/i }).click();
    // Chakra's radio input is visually hidden: click its label, as a user does
    const scale16 = page.getByRole('radio', { name: '16' });
    await scale16.locator('xpath=ancestor::label[1]').click();
    await expect(scale16).toBeChecked();
    await expect(page.locator('html')).toHaveCSS('font-size', '16px');
    await screenshotWidths(page, 'settings-panel');
    await page.reload();
    await expect(page.locator('html')).toHaveCSS('font-size', '16px');
  });
});
