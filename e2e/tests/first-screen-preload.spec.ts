import { expect, test } from '@playwright/test';
import { signInAs } from '../support/login.ts';

/**
 * A logged-in visit to a module fetches what the shell needs with its page, not in waves
 * (tooling/preload-first-screen.ts): every shell script asked for before the module's remote's
 * pages is linked from the page, and remotes.json, preloaded, is fetched once. The page's Link
 * header names the module's remote's manifest and entry (server/src/static/remote-preload.ts):
 * each is fetched once, the preload used.
 */
test('una visita a un módulo pide lo del shell con la página, sin oleadas', async ({ page }) => {
  await signInAs(page, 'admin', null);
  const requested: string[] = [];
  const encodings = new Map<string, string | undefined>();
  page.on('request', (r) => requested.push(new URL(r.url()).pathname));
  page.on('response', (r) =>
    encodings.set(new URL(r.url()).pathname, r.headers()['content-encoding']),
  );
  const response = await page.goto('/app/modules/academies');
  const html = (await response?.text()) ?? '';
  await expect(page.getByRole('heading', { name: 'Academias', level: 1 })).toBeVisible();

  const linked = [...(response?.headers().link ?? '').matchAll(/<([^>]+)>/g)].map((m) => m[1]);
  expect(linked).toEqual(
    expect.arrayContaining([
      '/remotes/mfe-academies/mf-manifest.json',
      '/remotes/mfe-academies/remoteEntry.js',
    ]),
  );
  for (const path of linked)
    expect(
      requested.filter((p) => p === path),
      path,
    ).toHaveLength(1);
  const firstRemote = requested.findIndex(
    (p) => p.startsWith('/remotes/mfe-') && !linked.includes(p),
  );
  expect(firstRemote, 'se pidió el remoto del módulo').toBeGreaterThan(0);
  const shellScripts = requested
    .slice(0, firstRemote)
    .filter((p) => p.startsWith('/assets/') && p.endsWith('.js'));
  expect(shellScripts.length).toBeGreaterThan(10);
  const notLinked = shellScripts.filter((p) => !html.includes(`="${p}"`));
  expect(notLinked, 'scripts del shell pedidos sin estar en la página').toEqual([]);
  expect(requested.filter((p) => p === '/remotes.json')).toHaveLength(1);
  // Sent as the build compressed them (scripts/precompress.mjs): Brotli, which Chromium accepts.
  expect(shellScripts.map((p) => encodings.get(p)).filter((e) => e !== 'br')).toEqual([]);
  expect(encodings.get('/app/modules/academies')).toBe('br');
});

/**
 * The page itself paints the app's frame (shell/src/features/layout/app-frame.tsx, written into
 * index.html at build time): with no script run at all, a phone already shows the top bar.
 */
test.describe('sin JavaScript', () => {
  test.use({ javaScriptEnabled: false, viewport: { width: 390, height: 800 } });
  test('la página pinta el marco de la aplicación antes de sus scripts', async ({ page }) => {
    await page.goto('/app/modules/students');
    const bar = page.locator('.app-frame-bar');
    await expect(bar).toBeVisible();
    const box = await bar.boundingBox();
    // The real top bar's box (TopBar: 3.5rem at the 14 px root size, the full width).
    expect(box).toMatchObject({ x: 0, y: 0, width: 390, height: 49 });
    await expect(page.getByRole('status')).toHaveText('Cargando…');
  });
});
