import { expect, test, type Page } from '@playwright/test';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { remotes, root } from '../../scripts/workspace.mjs';
import { onDemandSingletons } from '../../tooling/federation.ts';
import { signInAs } from '../support/login.ts';

/**
 * zod is shared on demand (tooling/federation.ts, `onDemandSingletons`): not loaded at start, fetched
 * by the first module that needs it, one copy for all. A remote whose `init()` ran before the shell
 * registered it used to evaluate its pages with zod undefined ("No pudimos cargar el módulo").
 */
/** The shell's zod chunk (a remote's `zod-*.js` is its form resolver, not zod). */
const zodChunk = /^https?:\/\/[^/]+\/assets\/zod-[^/]+\.js$/;
const consumers: readonly string[] = onDemandSingletons.zod;

const shareMap = (pkg: string): string => {
  const assets = join(root, pkg, 'dist', 'assets');
  const file = readdirSync(assets).find(
    (f) => f.includes('localSharedImportMap') && f.endsWith('.js'),
  );
  expect(file, `${pkg}: mapa de módulos compartidos`).toBeTruthy();
  return readFileSync(join(assets, file ?? ''), 'utf8');
};

/** The modules checked: by address and from the menu (group, entry), with their h1. */
const modules = [
  {
    path: '/app/modules/plans',
    menu: ['Gestión Financiera', 'Planes y Servicios'],
    h1: 'Planes y Servicios',
  },
  {
    path: '/app/modules/teachers',
    menu: ['Gestión de Usuarios', 'Equipo de Trabajo'],
    h1: 'Equipo de Trabajo',
  },
  { path: '/app/modules/academies', menu: ['Gestión Operativa', 'Academias'], h1: 'Academias' },
  {
    path: '/app/modules/email',
    menu: ['Comunicaciones', 'Centro de Correos'],
    h1: 'Centro de Correos',
  },
  { path: '/app/modules/reports/users', menu: ['Reportes', 'Usuarios'], h1: 'Reporte de Usuarios' },
] as const;

const nav = (page: Page) => page.getByRole('navigation', { name: 'Menú principal' });

const expectModule = async (page: Page, h1: string) => {
  await expect(page.getByRole('heading', { name: h1, level: 1 })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByText('No pudimos cargar el módulo')).toHaveCount(0);
};

/** The shared zod instance answers in Spanish (zodSpanishOnly, shared/src/contract/common.ts). */
const sharedZodMessage = (page: Page) =>
  page.evaluate(() => {
    const cache = (globalThis as { __mf_module_cache__?: { share: Record<string, unknown> } })
      .__mf_module_cache__?.share;
    const mod = (cache?.['default:zod'] ?? cache?.['zod']) as
      | {
          z: { string(): { safeParse(v: unknown): { error?: { issues: { message: string }[] } } } };
        }
      | undefined;
    return mod?.z.string().safeParse(1).error?.issues[0]?.message ?? null;
  });

/** Planes' form refuses a price with decimals in Spanish (its schema, on the shared zod). */
const expectSpanishFormError = async (page: Page) => {
  await page.getByRole('button', { name: 'Nuevo plan' }).click();
  const dialog = page.getByRole('dialog', { name: 'Nuevo plan' });
  await dialog.getByLabel(/Precio/).fill('12,5');
  await dialog.getByRole('button', { name: 'Crear plan' }).click();
  await expect(dialog.getByText('Ingresa pesos enteros, sin decimales')).toBeVisible();
  await dialog.getByRole('button', { name: 'Cancelar' }).click();
};

test.describe('zod bajo demanda', () => {
  test('el shell no lo comparte al arrancar; lo consumen solo los remotos que lo usan', () => {
    expect(shareMap('shell')).not.toMatch(/[`"']zod[`"']/);
    for (const pkg of remotes) {
      const listed = /[`"']zod[`"']/.test(shareMap(pkg));
      expect(listed, `${pkg}: zod en su mapa`).toBe(consumers.includes(pkg));
    }
  });

  test('cada módulo abre por su dirección y desde el menú; zod llega con el primero, una vez', async ({
    page,
  }) => {
    test.setTimeout(180_000);
    const zodLoads: string[] = [];
    page.on('requestfinished', (r) => {
      if (zodChunk.test(r.url())) zodLoads.push(r.url());
    });
    await signInAs(page, 'admin');
    await expect(page.locator('main h1').first()).toBeVisible({ timeout: 30_000 });
    expect(zodLoads, 'Inicio no trae zod').toEqual([]);
    for (const m of modules) {
      await page.goto(m.path);
      await expectModule(page, m.h1);
      if (m.path === '/app/modules/plans') await expectSpanishFormError(page);
    }
    // One document from here on (each goto above loaded the page anew): zod is fetched once.
    await page.goto('/app/dashboard');
    await expect(nav(page)).toBeVisible();
    zodLoads.length = 0;
    for (const m of modules) {
      const link = nav(page).getByRole('link', { name: m.menu[1], exact: true });
      if (!(await link.first().isVisible()))
        await nav(page).getByRole('button', { name: m.menu[0] }).click();
      await nav(page).locator(`a[href="${m.path}"]`).click();
      await expect(page).toHaveURL(new RegExp(`${m.path}$`));
      await expectModule(page, m.h1);
      // The lists need no zod (their form dialogs load when opened): a form brings it.
      if (m.path === '/app/modules/plans') await expectSpanishFormError(page);
    }
    expect(await sharedZodMessage(page)).toMatch(/^Entrada inválida/);
    expect(zodLoads.length, 'zod, una vez por página').toBeLessThanOrEqual(1);
  });

  test('el portal de pagos abre dentro del shell sin zod', async ({ page }) => {
    const zodLoads: string[] = [];
    page.on('requestfinished', (r) => {
      if (zodChunk.test(r.url())) zodLoads.push(r.url());
    });
    await signInAs(page, 'student', '/client/payments');
    await expect(page.getByLabel('RUT del alumno o apoderado')).toBeVisible({ timeout: 30_000 });
    expect(zodLoads).toEqual([]);
  });

  test('un módulo cuyo init() corre antes que el shell registre zod abre igual', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await signInAs(page, 'admin', null);
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    // The UI root held back: the remote (preloaded with it, routes.tsx) runs its init() first.
    let delayed = 0;
    await page.route(/\/assets\/ui-root-[^/]+\.js$/, async (route) => {
      delayed += 1;
      await new Promise((r) => setTimeout(r, 2_000));
      await route.continue();
    });
    for (const [path, h1] of [
      ['/app/modules/plans', 'Planes y Servicios'],
      ['/app/modules/teachers', 'Equipo de Trabajo'],
    ] as const) {
      await page.goto(path);
      await expectModule(page, h1);
      if (h1 === 'Planes y Servicios') await expectSpanishFormError(page);
    }
    expect(delayed, 'se retrasó la raíz de la interfaz').toBeGreaterThan(0);
    expect(errors).toEqual([]);
  });
});
