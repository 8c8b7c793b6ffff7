import { expect as baseExpect, test, type Locator, type Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { exportLists, type ExportListName } from '@academias/shared/export/lists';
import { signInAs } from '../support/login.ts';
import { screenshotWindows } from '../support/screens.ts';
import { expectNoSidewaysScroll } from '../support/sideways-scroll.ts';

/**
 * Issue 18 "Done when": on every admin list the row actions are in view and clickable at 1280,
 * 1024 and 390 px; every export holds exactly the rows of the list call's total for the same
 * filter. One login for every list. (A teacher on each admin path of the menu: access.spec.ts.)
 */
const expect = baseExpect.configure({ timeout: 30_000 });
test.describe.configure({ timeout: 600_000 });

interface AdminList {
  title: string;
  path: string;
  /** The list call the page makes: its total is what the export must hold. */
  api: string;
  /** Where the total is in the list call's answer (a report's payments are one level down). */
  totalOf?: (body: never) => number;
  /** The rows have actions (a list may be empty on the demo data: then only its export). */
  actions: boolean;
  /** The export is the server's (GET /api/v1/exports/:list) or built in the browser. */
  exports: true | 'browser' | null;
}

const lists: readonly AdminList[] = [
  {
    title: 'Equipo de Trabajo',
    path: 'modules/teachers',
    api: '/api/v1/teachers',
    actions: true,
    exports: true,
  },
  {
    title: 'Alumnos',
    path: 'modules/students',
    api: '/api/v1/students',
    actions: true,
    exports: true,
  },
  {
    title: 'Academias',
    path: 'modules/academies',
    api: '/api/v1/academies',
    actions: true,
    exports: true,
  },
  {
    title: 'Planes y Servicios',
    path: 'modules/plans',
    api: '/api/v1/plans',
    actions: true,
    exports: true,
  },
  {
    title: 'Gastos Operativos',
    path: 'modules/expenses',
    api: '/api/v1/gastos',
    actions: true,
    exports: true,
  },
  {
    title: 'Centro de Pagos',
    path: 'modules/view-payments',
    api: '/api/v1/getPayments',
    actions: true,
    exports: true,
  },
  {
    title: 'Documentos Emitidos',
    path: 'modules/view-dte',
    api: '/api/v1/getPaymentSlips',
    actions: true,
    exports: true,
  },
  {
    title: 'Pagos Pendientes',
    path: 'modules/charges',
    api: '/api/v1/getCharges',
    actions: true,
    exports: true,
  },
  {
    // Its one row action (Reintentar ahora) is only on a declined payer: autopay-retry.spec.
    title: 'Pago Automático',
    path: 'modules/autopay',
    api: '/api/v1/autopay',
    actions: false,
    exports: true,
  },
  {
    title: 'Historial de Envíos',
    path: 'modules/emails/view',
    api: '/api/v1/getHistoryEmails/',
    actions: false,
    exports: true,
  },
  {
    title: 'Reporte de usuarios',
    path: 'modules/reports/users',
    api: '/api/v1/getReportUsers',
    actions: false,
    exports: true,
  },
  {
    title: 'Reporte Transbank',
    path: 'modules/reports/transbank',
    api: '/api/v1/getReportTransbank',
    totalOf: (body: { payments: { total: number } }) => body.payments.total,
    actions: false,
    exports: true,
  },
];

const token = (page: Page) =>
  page.evaluate(
    () =>
      (JSON.parse(localStorage.getItem('academias.session') ?? '{}') as { token: string }).token,
  );

/** The list call's total for a filter (its query without paging), asked again with one row. */
const apiTotal = async (page: Page, list: AdminList, filter: URLSearchParams) => {
  const query = new URLSearchParams(filter);
  query.set('pageSize', '1');
  const res = await page.request.get(`${list.api}?${query}`, {
    headers: { authorization: `Bearer ${await token(page)}` },
  });
  expect(res.status(), list.title).toBe(200);
  const body = (await res.json()) as never;
  return list.totalOf ? list.totalOf(body) : (body as { total: number }).total;
};

/** A query without the keys that are not the filter (paging, the export's format). */
const filterOf = (url: string) => {
  const query = new URL(url).searchParams;
  for (const key of ['page', 'pageSize', 'format', 'cursor']) query.delete(key);
  query.sort();
  return query;
};

/** Every button of a row-actions cell (or a phone card) lies inside the window and takes a click. */
const actionsUsable = async (page: Page, cells: Locator, what: string) => {
  const width = page.viewportSize()!.width;
  const rows = Math.min(await cells.count(), 3);
  let seen = 0;
  for (let i = 0; i < rows; i += 1) {
    const buttons = cells.nth(i).getByRole('button');
    const n = await buttons.count();
    for (let j = 0; j < n; j += 1) {
      const button = buttons.nth(j);
      await button.scrollIntoViewIfNeeded();
      const box = (await button.boundingBox())!;
      const name = (await button.getAttribute('aria-label')) ?? (await button.innerText());
      expect(box.x, `${what}: «${name}» empieza dentro de la ventana`).toBeGreaterThanOrEqual(0);
      expect(
        box.x + box.width,
        `${what}: «${name}» termina dentro de la ventana`,
      ).toBeLessThanOrEqual(width);
      // actionability only (visible, enabled, not covered by another element): nothing is done
      await button.click({ trial: true, timeout: 5_000 });
      seen += 1;
    }
  }
  return seen;
};

/** Exports the list as CSV through the server; answers its data lines and the filter it sent. */
const exportCsv = async (page: Page) => {
  const serverCall = page.waitForRequest((r) => r.url().includes('/api/v1/exports/'));
  await page.getByRole('button', { name: 'Exportar', exact: true }).first().click();
  const download = page.waitForEvent('download');
  await page.getByRole('menuitem', { name: /^CSV/ }).click();
  const file = await (await download).path();
  const lines = readFileSync(file, 'utf8')
    .replace(/^\uFEFF/, '')
    .trimEnd()
    .split('\r\n');
  const request = await serverCall;
  return {
    rows: lines.slice(1).filter((l) => l !== ''),
    list: new URL(request.url()).pathname.split('/').at(-1) as ExportListName,
    filter: filterOf(request.url()),
  };
};

/** The CSV export holds as many rows as the list call's total for the filter on screen. */
const exportHoldsTotal = async (page: Page, list: AdminList, filter: URLSearchParams) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  const total = await apiTotal(page, list, filter);
  if (total === 0) {
    // nothing to export (no e-mail sent yet on a fresh demo): the button says so by being off
    await expect(page.getByRole('button', { name: 'Exportar', exact: true })).toBeDisabled();
    return;
  }
  const exported = await exportCsv(page);
  expect(exported.rows.length, `${list.title}: filas exportadas = total de la API`).toBe(total);
  expect(exportLists[exported.list].path, list.title).toBe(list.api);
  expect(exported.filter.toString(), `${list.title}: mismo filtro`).toBe(filter.toString());
};

test('cada lista y reporte del administrador: acciones de fila a la vista y usables en 1280, 1024 y 390; la exportación tiene las filas del total de la API para el mismo filtro', async ({
  page,
}) => {
  await signInAs(page, 'admin', null);
  let lastListCall = '';
  page.on('response', (r) => {
    const url = new URL(r.url());
    if (r.request().method() === 'GET' && r.status() === 200 && url.searchParams.has('page'))
      lastListCall = r.url();
  });
  for (const list of lists) {
    await page.setViewportSize({ width: 1280, height: 800 });
    lastListCall = '';
    await page.goto(`/app/${list.path}`);
    await expect(page.getByRole('heading', { name: list.title, level: 1 })).toBeVisible();
    await expect(page.getByRole('table').first()).toBeVisible();
    await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
    await expect.poll(() => new URL(lastListCall || 'http://x/').pathname).toBe(list.api);

    if (list.actions) {
      const cells = page.locator('table tbody tr td:last-child');
      for (const width of [1280, 1024]) {
        await page.setViewportSize({ width, height: 800 });
        const n = await actionsUsable(page, cells, `${list.title} a ${width} px`);
        expect(n, `${list.title}: acciones en ${width} px`).toBeGreaterThan(0);
      }
    }

    if (list.exports) await exportHoldsTotal(page, list, filterOf(lastListCall));

    await screenshotWindows(page, `admin-at-work-${list.path.replaceAll('/', '-')}`);
    await page.setViewportSize({ width: 390, height: 844 });
    if (list.actions) {
      await expect(page.getByRole('table')).toHaveCount(0);
      const cards = page.getByRole('listitem');
      await expect(cards.first()).toBeVisible();
      expect(await actionsUsable(page, cards, `${list.title} a 390 px`)).toBeGreaterThan(0);
    }
    await expectNoSidewaysScroll(page, list.title);
  }
});
