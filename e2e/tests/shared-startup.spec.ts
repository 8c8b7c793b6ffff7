import { expect, test } from '@playwright/test';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { remotes, root } from '../../scripts/workspace.mjs';
import { sharedSingletons } from '../../tooling/federation.ts';
import { signInAs } from '../support/login.ts';

/**
 * The shell once started with `@academias/shared/app` still undefined ("n is not a function" in
 * ui-root): a build made on a loaded machine left the `@academias/shared/*` singletons out of the
 * federation `init()` (materialize: false), so they arrived after the code that reads them
 * (tooling/federation.ts, `registerSharedUpFront`).
 */
const singletons = sharedSingletons;

/** A build's share map (the chunk `init()` imports). */
const shareMap = (pkg: string): string => {
  const assets = join(root, pkg, 'dist', 'assets');
  const file = readdirSync(assets).find(
    (f) => f.includes('localSharedImportMap') && f.endsWith('.js'),
  );
  expect(file, `${pkg}: mapa de módulos compartidos`).toBeTruthy();
  return readFileSync(join(assets, file ?? ''), 'utf8');
};
const isTrue = (flag: string | undefined) => flag === '!0' || flag === 'true';

/** name -> materialize flag of the shell's shares (each written out with its options). */
const providedFlags = (code: string): Map<string, boolean> =>
  new Map(
    [...code.matchAll(/name:\s*[`"']([^`"']+)[`"'][^{}]*?materialize:\s*(!0|!1|true|false)/g)].map(
      (m) => [m[1] ?? '', isTrue(m[2])],
    ),
  );

/**
 * name -> materialize flag of a remote's shares: every one consumed from the shell
 * (tooling/consume-only-shares.ts), written as one helper's calls (name, version, scope, flag).
 */
const consumedFlags = (code: string): Map<string, boolean> =>
  new Map(
    [
      ...code.matchAll(/\(\s*`([^`]+)`\s*,\s*`[^`]*`\s*,\s*`[^`]*`\s*,\s*(!0|!1|true|false)\s*,/g),
    ].map((m) => [m[1] ?? '', isTrue(m[2])]),
  );

test.describe('arranque con los módulos compartidos', () => {
  test('cada build carga todos los singletons en init()', () => {
    const shell = providedFlags(shareMap('shell'));
    expect(singletons.filter((name) => shell.get(name) !== true)).toEqual([]);
    for (const pkg of remotes) {
      const code = shareMap(pkg);
      // Consume-only: a share the shell did not provide is an error, never a copy of its own.
      expect(code, `${pkg}: los singletons vienen del shell`).toContain('must be provided by host');
      const flags = consumedFlags(code);
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
