import { todayInChile } from '@academias/shared/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { selectRows } from '../../db/db-handle.ts';
import { auditLog, issuerSettings, transbankCommissions } from '../../db/schema/index.ts';
import { type FixtureUser, type TestApp, createTestApp } from '../../test/test-app.ts';
import { addMonths } from '../reports/report-dates.ts';

/**
 * Parámetros avanzados on the API: the Transbank commission history and the issuer of the
 * boletas. Past-month dating and deleting rules: test/matrix/money-permissions.test.ts.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
}, 180_000);
afterAll(() => t.close());

const nextMonth = `${addMonths(todayInChile().slice(0, 7), 1)}-01`;
const get = (url: string, as: FixtureUser | null = 'admin') => t.call(as, { method: 'GET', url });
const commissions = async () => (await get('/api/v1/getTransbankCommission')).json();
const saveCommission = (data: object, as: FixtureUser | null = 'admin') =>
  t.post(as, '/api/v1/updateTransbankCommission', { data });
const saveIssuer = (data: object, as: FixtureUser | null = 'admin') =>
  t.post(as, '/api/v1/updateIssuerSettings', { data });
const unchanged = async () => [
  await t.count(transbankCommissions),
  await t.count(auditLog),
  await commissions(),
  (await get('/api/v1/getIssuerSettings')).json(),
];
const issuer = {
  rut: '76.543.210-3',
  businessName: 'Escuela de Artes Ltda.',
  giro: 'Clases de música',
  address: 'Los Leones 50',
  comuna: 'Ñuñoa',
  email: 'boletas@escuela.cl',
  phone: '+56 9 8765 4321',
  documentType: 41,
};

describe('Transbank commission', () => {
  it('reads the one in force and its history', async () => {
    const res = await get('/api/v1/getTransbankCommission');
    expect(res.statusCode, res.body).toBe(200);
    const entry = {
      id: expect.any(Number),
      percent: 2.95,
      fixedAmount: 0,
      validFrom: '2025-01-01',
      createdAt: expect.any(String),
      editable: false,
    };
    expect(res.json()).toEqual({ current: entry, history: [entry] });
  });

  it('registers one from next month, replaces it on the same date, then removes it', async () => {
    const saved = await saveCommission({ percent: 3.19, fixedAmount: 50, validFrom: nextMonth });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({ percent: 3.19, fixedAmount: 50, editable: true });
    let read = await commissions();
    expect(read.current).toMatchObject({ percent: 2.95 });
    expect(read.history[0]).toMatchObject({ percent: 3.19, validFrom: nextMonth });

    const replaced = await saveCommission({ percent: 3.2, validFrom: nextMonth });
    expect(replaced.json()).toMatchObject({ id: saved.json().id, percent: 3.2, fixedAmount: 0 });
    read = await commissions();
    expect(read.history).toHaveLength(2);
    const actions = await selectRows<{ action: string }>(
      t.database.db,
      sql`select action from audit_log where entity = 'transbank_commission' order by id`,
    );
    expect(actions.map((a) => a.action)).toEqual(['crear', 'reemplazar']);

    const removed = await t.post('admin', '/api/v1/deleteTransbankCommission', {
      data: { id: saved.json().id },
    });
    expect(removed.json()).toEqual({ ok: true, message: 'Comisión eliminada.' });
    expect((await commissions()).history).toHaveLength(1);
  });

  it('refuses a percent over 100, too many decimals or a negative fixed amount, in Spanish', async () => {
    const before = await unchanged();
    const cases: [object, string, RegExp][] = [
      [{ percent: 101 }, 'data.percent', /no puede superar 100/],
      [{ percent: 2.9512 }, 'data.percent', /hasta 3 decimales/],
      [{ percent: 3, fixedAmount: -1 }, 'data.fixedAmount', /negativo/],
      [{ percent: 3, validFrom: '2026-13-01' }, 'data.validFrom', /fecha/],
    ];
    for (const [data, field, message] of cases) {
      const res = await saveCommission(data);
      expect(res.statusCode, field).toBe(400);
      expect(res.json()).toMatchObject({ field, message });
    }
    expect(await unchanged()).toEqual(before);
  });

  it('only the administration reads or changes it', async () => {
    const before = await unchanged();
    expect((await get('/api/v1/getTransbankCommission', 'teacherA')).statusCode).toBe(403);
    expect(
      (await saveCommission({ percent: 1, validFrom: nextMonth }, 'guardian')).statusCode,
    ).toBe(403);
    expect((await saveCommission({ percent: 1 }, null)).statusCode).toBe(401);
    expect(await unchanged()).toEqual(before);
  });
});

describe('issuer of the boletas', () => {
  it('reads the issuer; saving stores the RUT normalised and the document type', async () => {
    const read = await get('/api/v1/getIssuerSettings');
    expect(read.json()).toEqual({
      rut: '76543210-3',
      businessName: 'Academias Demo SpA',
      giro: 'Enseñanza de artes y deportes',
      address: 'Av. Providencia 1234',
      comuna: 'Providencia',
      email: null,
      phone: null,
      documentType: 41,
    });
    const saved = await saveIssuer({ ...issuer, documentType: 39 });
    expect(saved.statusCode, saved.body).toBe(200);
    const expected = { ...issuer, rut: '76543210-3', documentType: 39 };
    expect(saved.json()).toMatchObject({ ...expected, phone: expect.any(String) });
    expect((await get('/api/v1/getIssuerSettings')).json()).toEqual(saved.json());
    const [audit] = await selectRows<{ before: string; after: string }>(
      t.database.db,
      sql`select before->>'businessName' as before, after->>'businessName' as after
          from audit_log where entity = 'issuer_settings'`,
    );
    expect(audit).toEqual({ before: 'Academias Demo SpA', after: 'Escuela de Artes Ltda.' });
  });

  it('refuses a bad RUT, document type, e-mail or an empty name, in Spanish; nothing changes', async () => {
    const before = await unchanged();
    const cases: [object, string, RegExp][] = [
      [{ rut: '76.543.210-4' }, 'data.rut', /no es un RUT válido/],
      [{ documentType: 33 }, 'data.documentType', /debe ser 39 \(afecta\) o 41 \(exenta\)/],
      [{ email: 'boletas@' }, 'data.email', /^El campo data\.email/],
      [{ businessName: '' }, 'data.businessName', /obligatorio/],
    ];
    for (const [spoiled, field, message] of cases) {
      const res = await saveIssuer({ ...issuer, ...spoiled });
      expect(res.statusCode, field).toBe(400);
      expect(res.json()).toMatchObject({ field, message });
    }
    expect((await saveIssuer(issuer, 'teacherA')).statusCode).toBe(403);
    expect((await get('/api/v1/getIssuerSettings', 'studentA')).statusCode).toBe(403);
    expect(await unchanged()).toEqual(before);
  });

  it('before the issuer is configured, reading it is a Spanish 404', async () => {
    await t.database.db.delete(issuerSettings);
    const res = await get('/api/v1/getIssuerSettings');
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('Aún no se configuran los datos del emisor.');
  });
});
