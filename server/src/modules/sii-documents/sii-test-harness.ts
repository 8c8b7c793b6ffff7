import type { AddressInfo } from 'node:net';
import type { SQL } from 'drizzle-orm';
import { charges } from '../../db/schema/charges.ts';
import { fetchAs, type HttpApi } from '../../test/http-call.ts';
import { monthlyCharge } from '../../test/fixture.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { createSiiSimState, type SiiSimState } from '../../sii-sim/state.ts';
import { openPkcs12, type SigningCertificate } from '../sii-xml/certificate.ts';
import { createTestCaf, createTestCertificate } from '../sii-xml/test-material.ts';

export interface SiiTestApp extends TestApp {
  sim: SiiSimState;
  /** Where the app listens (the port asked for, or the one the system chose for 0). */
  origin: string;
  api: HttpApi<{ status: number; json: any; bytes: Buffer; type: string }>;
  /** Open charges of student A, one per month from 2030-01, for payments in tests. */
  openCharges: number[];
  certificate: { fileBase64: string; password: string };
  /** That certificate opened, as the product signs with it. */
  signingCertificate: () => SigningCertificate;
  caf: (type: 39 | 41 | 61, from: number, to: number, rut?: string) => string;
  /** The issuer ready to sign: SII data with this resolution, the certificate, these CAFs. */
  setUpIssuer: (
    resolution: { number: number; date: string },
    cafs: [type: 39 | 41 | 61, from: number, to: number][],
  ) => Promise<void>;
  /** Rows of a raw query on the test database. */
  rows: <T>(query: SQL) => Promise<T[]>;
  /** The admin registers a cash payment of student A's charges. */
  pay: (chargeIds: number[]) => ReturnType<SiiTestApp['api']>;
}

/** The fixture's issuer (test/fixture.ts). */
export const ISSUER_RUT = '76543210-3';

/**
 * The app listening on a port (0: one the system chooses, so parallel runs never collide), so the
 * envío job reaches the simulator over HTTP.
 */
export const startSiiApp = async (port: number, chargeCount = 30): Promise<SiiTestApp> => {
  const sim = createSiiSimState();
  const t = await createTestApp({ simulators: { siiState: sim } });
  await t.app.listen({ port, host: '127.0.0.1' });
  const origin = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  const { enrolmentA } = t.fixture.enrolments;
  const rows = Array.from({ length: chargeCount }, (_, i) => {
    const period = `${2030 + Math.floor(i / 12)}-${String((i % 12) + 1).padStart(2, '0')}`;
    return monthlyCharge(enrolmentA, t.fixture.academies.academyA.id, period, 30_000 + i);
  });
  const inserted = await t.database.db.insert(charges).values(rows).returning({ id: charges.id });
  const send = fetchAs(origin, t.tokens);
  const api: SiiTestApp['api'] = async (...args) => {
    const response = await send(...args);
    const bytes = Buffer.from(await response.arrayBuffer());
    const type = response.headers.get('content-type') ?? '';
    return {
      status: response.status,
      json: type.includes('json') && bytes.length ? JSON.parse(bytes.toString('utf8')) : null,
      bytes,
      type,
    };
  };
  const password = 'clave-de-prueba';
  const p12 = createTestCertificate({ name: 'Admin Demo', rut: '11111111-1', password });
  const certificate = { fileBase64: p12.toString('base64'), password };
  const caf: SiiTestApp['caf'] = (type, from, to, rut = ISSUER_RUT) =>
    createTestCaf({
      rut,
      businessName: 'Academias Demo SpA',
      type,
      from,
      to,
      authorizedOn: '2026-01-02',
    });
  const setUpIssuer: SiiTestApp['setUpIssuer'] = async (resolution, cafs) => {
    const data = {
      acteco: '855000',
      resolutionNumber: resolution.number,
      resolutionDate: resolution.date,
      senderRut: '11111111-1',
      lowFolioWarning: 0,
    };
    await api('admin', 'POST', '/api/v1/sii/settings', { data });
    await api('admin', 'POST', '/api/v1/sii/certificate', { data: certificate });
    for (const [type, from, to] of cafs)
      await api('admin', 'POST', '/api/v1/sii/cafs', { data: { xml: caf(type, from, to) } });
  };
  return {
    ...t,
    sim,
    origin,
    api,
    openCharges: inserted.map((r) => r.id),
    certificate,
    signingCertificate: () => openPkcs12(p12, password),
    caf,
    setUpIssuer,
    rows: async <T>(query: SQL) =>
      ((await t.database.db.execute(query)) as unknown as { rows: T[] }).rows,
    pay: (chargeIds) =>
      api('admin', 'POST', '/api/v1/createNewPayments', {
        data: { userId: t.fixture.users.studentA.id, chargeIds, method: 'efectivo' },
      }),
  };
};
