import { expect, test } from '@playwright/test';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { frontEnds as packages, root } from '../../scripts/workspace.mjs';
import { sharedSingletons } from '../../tooling/federation.ts';
import { signInAs } from '../support/login.ts';

/**
 * The shell once started with `@academias/shared/app` still undefined ("n is not a function" in
 * ui-root): a build made on a loaded machine left the `@academias/shared/*` singletons out of the
 * federation `init()` (materialize: false), so they arrived after the code that reads them
 * (tooling/federation.ts, `registerSharedUpFront`).
 */
const singletons = sharedSingletons;

/** name -> materialize flag, read from a build's share map (the chunk `init()` imports). */
const shareFlags = (pkg: string): Map<string, boolean> => {
  const assets = join(root, pkg, 'dist', 'assets');
  const file = readdirSync(assets).find(
    (f) => f.includes('localSharedImportMap') && f.endsWith('.js'),
  );
  expect(file, `${pkg}: mapa de módulos compartidos`).toBeTruthy();
  const code = readFileSync(join(assets, file ?? ''), 'utf8');
  const flags = new Map<string, boolean>();
  for (const m of code.matchAll(
    /name:\s*[`"']([^`"']+)[`"'][^{}]*?materialize:\s*(!0|!1|true|false)/g,
  )) {
    flags.set(m[1] ?? '', m[2] === '!0' || m[2] === 'true');
  }
  return flags;
};

test.describe('arranque con los módulos compartidos', () => {
  test('cada build carga todos los singletons en init()', () => {
    for (const pkg of packages) {
      const flags = shareFlags(pkg);
      const lazy = singletons.filter((name) => flags.get(name) !== true);
      expect(lazy, `${pkg}: singletons fuera de init()`).toEqual([]);
    }
  });

  test('el shell arranca aunque los módulos compartidos lleguen tarde', async ({ page }) => {
    await signInAs(page, 'admin', null);
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    // The real modules behind `@academias/shared/*` and their loadShare wrappers, held back so
    // they arrive after everything else the shell fetches.
    const late = /\/assets\/((app|ui|api|events|session)-[^/]+|[^/]*loadShare__shared[^/]*)\.js$/;
    let delayed = 0;
    await page.route(late, async (route) => {
      delayed += 1;
      await new Promise((r) => setTimeout(r, 1_200));
      await route.continue();
    });
    await page.goto('/app/modules/teachers');
    await expect(page.getByRole('navigation', { name: 'Menú principal' })).toBeVisible({
      timeout: 20_000,
    });
    await expect(page.getByRole('heading', { name: 'Equipo de Trabajo', level: 1 })).toBeVisible();
    await expect(page.getByText('Unexpected Application Error')).toHaveCount(0);
    expect(delayed, 'se retrasaron los módulos compartidos').toBeGreaterThan(0);
    expect(errors).toEqual([]);
  });
});
