import { expect, test } from '@playwright/test';
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { cpSync, readdirSync, readFileSync, renameSync, rmSync, statSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { openAs } from '../support/open-screen.ts';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const remoteDist = join(root, 'mfe-academies', 'dist');
const backup = join(root, '.data', 'mfe-academies-dist-backup');

/** One hash over every file of a folder (names and contents). */
const hashTree = (dir: string): string => {
  const hash = createHash('sha256');
  const walk = (d: string) => {
    for (const name of readdirSync(d).sort()) {
      const path = join(d, name);
      if (statSync(path).isDirectory()) walk(path);
      else hash.update(path.slice(dir.length)).update(readFileSync(path));
    }
  };
  walk(dir);
  return hash.digest('hex');
};

test.describe('despliegue de un remoto sin reconstruir el shell', () => {
  test.setTimeout(300_000);

  test.afterAll(() => {
    // put the build the other journeys use back in place
    rmSync(remoteDist, { recursive: true, force: true });
    renameSync(backup, remoteDist);
  });

  test('un remoto reconstruido con un cambio visible queda en línea al recargar', async ({
    page,
  }) => {
    const shellBefore = hashTree(join(root, 'shell', 'dist'));
    await openAs(page, 'admin', '/app/modules/academies', 'Academias');
    const label = page.locator('[data-remote-version="mfe-academies"]');
    await expect(label).toBeVisible();
    const before = await label.textContent();

    rmSync(backup, { recursive: true, force: true });
    cpSync(remoteDist, backup, { recursive: true });
    const release = `e2e-${Date.now()}`;
    execFileSync('pnpm', ['--filter', '@academias/mfe-academies', 'build'], {
      cwd: root,
      env: { ...process.env, REMOTE_VERSION: release },
      stdio: 'ignore',
    });

    await page.reload();
    await expect(page.getByRole('heading', { name: 'Academias', level: 1 })).toBeVisible();
    await expect(label).toHaveText(`mfe-academies · versión ${release}`);
    expect(before).not.toContain(release);
    expect(hashTree(join(root, 'shell', 'dist')), 'los archivos del shell no cambian').toBe(
      shellBefore,
    );
  });
});
