import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { toLatin1 } from '../sii-xml/latin1.ts';
import { xmllintValidate } from '../sii-xml/sii-test-tools.ts';
import { seedDemoSii, signSeededDocuments } from './demo-sii-seed.ts';
import { SiiMaterialCache } from './sii-material.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
}, 180_000);
afterAll(() => t.close());

const rows = async <T>(query: ReturnType<typeof sql>) =>
  ((await t.database.db.execute(query)) as unknown as { rows: T[] }).rows;

describe('demo SII material', () => {
  it('generates a test certificate and CAFs, and the job signs the boletas issued before them', async () => {
    const paid = await t.call('admin', {
      method: 'POST',
      url: '/api/v1/createNewPayments',
      payload: {
        data: {
          userId: t.fixture.users.studentA.id,
          chargeIds: [t.fixture.charges.chargeA1.id],
          method: 'efectivo',
        },
      },
    });
    expect(paid.statusCode).toBe(200);
    await seedDemoSii(t.database.db);
    const settings = (await t.call('admin', { method: 'GET', url: '/api/v1/sii/settings' })).json();
    expect(settings).toMatchObject({ configured: true, testMaterial: true });
    expect(settings.cafs.map((c: { type: number }) => c.type).sort()).toEqual([39, 41, 61]);
    // The batch gives the event loop a turn per document: requests are answered between them.
    let turns = 0;
    let signing = true;
    const count = () => {
      turns += 1;
      if (signing) setImmediate(count);
    };
    setImmediate(count);
    expect(await signSeededDocuments(t.database.db, new SiiMaterialCache())).toBe(1);
    signing = false;
    expect(turns).toBeGreaterThanOrEqual(1);
    const [envio] = await rows<{ xml: string; state: string }>(
      sql`select xml, state from sii_envios`,
    );
    expect(xmllintValidate(toLatin1(envio!.xml), 'boleta').ok).toBe(true);
    // issued today: it goes to the SII (the simulator) like a new one
    expect(envio!.state).toBe('pendiente');
    expect(await signSeededDocuments(t.database.db, new SiiMaterialCache())).toBe(0);
    // A new payment now takes the next folio from the test CAF and is signed at once.
    const next = await t.call('admin', {
      method: 'POST',
      url: '/api/v1/createNewPayments',
      payload: {
        data: {
          userId: t.fixture.users.studentB.id,
          chargeIds: [t.fixture.charges.chargeB1.id],
          method: 'efectivo',
        },
      },
    });
    expect(next.json().document.folio).toBe(paid.json().document.folio + 1);
    expect((await rows<{ n: number }>(sql`select count(*)::int as n from sii_envios`))[0]!.n).toBe(
      2,
    );
  });

  it('files a seeded boleta of weeks ago as accepted when it was issued: only recent ones are sent', async () => {
    // the first test's boleta, as if seeded 20 days ago and not signed yet
    const [{ id }] = (await rows<{ id: number }>(
      sql`select id from documents order by id limit 1`,
    )) as [{ id: number }];
    await t.database.db.execute(sql`delete from sii_envios where document_id = ${id}`);
    await t.database.db.execute(
      // milliseconds, as the app writes moments (PostgreSQL's now() has microseconds)
      sql`update documents set provider = 'sii-demo',
        issued_at = date_trunc('milliseconds', now() - interval '20 days') where id = ${id}`,
    );
    expect(await signSeededDocuments(t.database.db, new SiiMaterialCache())).toBe(1);
    const [envio] = await rows<{ state: string; same: boolean; xml: string }>(
      sql`select e.state, e.sent_at = d.issued_at as same, e.xml from sii_envios e
        join documents d on d.id = e.document_id where e.document_id = ${id}`,
    );
    expect(envio).toMatchObject({ state: 'aceptado', same: true });
    expect(xmllintValidate(toLatin1(envio!.xml), 'boleta').ok).toBe(true);
  });
});
