import { expect, test } from '@playwright/test';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { remotes, root } from '../../scripts/workspace.mjs';
import { shareMapFlags, sharedSingletons } from '../../tooling/federation.ts';
import { signInAs } from '../support/login.ts';

/**
 * The shell once started with `@academias/shared/app` still undefined ("n is not a function" in
 * ui-root): a build made on a loaded machine left the `@academias/shared/*` singletons out of the
 * federation `init()` (materialize: false), so they arrived after the code that reads them
 * (tooling/federation.ts, `registerSharedUpFront`). The shell now imports its own modules
 * directly; a remote still reads them through its share wrappers, filled by its `init()`.
 */
const singletons = sharedSingletons;

/** A remote's share map (the chunk its `init()` imports). */
const shareMap = (pkg: string): string => {
  const assets = join(root, pkg, 'dist', 'assets');
  const file = readdirSync(assets).find(
    (f) => f.includes('localSharedImportMap') && f.endsWith('.js'),
  );
  expect(file, `${pkg}: mapa de módulos compartidos`).toBeTruthy();
  return readFileSync(join(assets, file ?? ''), 'utf8');
};

test.describe('arranque con los módulos compartidos', () => {
  // The shell provides them at run time (shell/src/features/remotes/provide-singletons.ts, with
  // its unit test); each remote's init() loads them all before its code runs.
  test('cada remoto carga todos los singletons del shell en init()', () => {
    for (const pkg of remotes) {
      const code = shareMap(pkg);
      // Consume-only: a share the shell did not provide is an error, never a copy of its own.
      expect(code, `${pkg}: los singletons vienen del shell`).toContain('must be provided by host');
      const flags = shareMapFlags(code);
      const lazy = singletons.filter((name) => flags.get(name) !== true);
      expect(lazy, `${pkg}: singletons fuera de init()`).toEqual([]);
    }
  });

  test('el shell arranca aunque los módulos compartidos lleguen tarde', async ({ page }) => {
    await signInAs(page, 'admin', null);
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    // The real modules behind `@academias/shared/*` and the remote's share wrappers, held back so
    // they arrive after everything else the page fetches.
    const late = /\/assets\/((app|ui|api|events|session|host-shares)-[^/]+)\.js$/;
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
