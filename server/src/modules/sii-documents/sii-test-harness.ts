import { charges } from '../../db/schema/charges.ts';
import { createTestApp, type FixtureUser, type TestApp } from '../../test/test-app.ts';
import { createSiiSimState, type SiiSimState } from '../../sii-sim/plugin.ts';
import { createTestCaf, createTestCertificate } from '../sii-xml/test-material.ts';

export interface SiiTestApp extends TestApp {
  sim: SiiSimState;
  api: (
    as: FixtureUser | null,
    method: 'GET' | 'POST',
    path: string,
    body?: unknown,
  ) => Promise<{ status: number; json: any; bytes: Buffer; type: string }>;
  /** Open charges of student A, one per month from 2030-01, for payments in tests. */
  openCharges: number[];
  certificate: { fileBase64: string; password: string };
  caf: (type: 39 | 41 | 61, from: number, to: number, rut?: string) => string;
}

/** The fixture's issuer (test/fixture.ts). */
export const ISSUER_RUT = '76543210-3';

/** The app on a port of this area's range, so the envío job reaches the simulator over HTTP. */
export const startSiiApp = async (port: number, chargeCount = 30): Promise<SiiTestApp> => {
  const sim = createSiiSimState();
  const t = await createTestApp({ simulators: { siiState: sim } });
  await t.app.listen({ port, host: '127.0.0.1' });
  const origin = `http://127.0.0.1:${port}`;
  const { enrolmentA } = t.fixture.enrolments;
  const rows = Array.from({ length: chargeCount }, (_, i) => {
    const period = `${2030 + Math.floor(i / 12)}-${String((i % 12) + 1).padStart(2, '0')}`;
    return {
      enrolmentId: enrolmentA.id,
      studentId: enrolmentA.studentId,
      planId: enrolmentA.planId,
      academyId: t.fixture.academies.academyA.id,
      period,
      description: `Mensualidad ${period}`,
      amount: 30_000 + i,
      dueDate: `${period}-05`,
    };
  });
  const inserted = await t.database.db.insert(charges).values(rows).returning({ id: charges.id });
  const api: SiiTestApp['api'] = async (as, method, path, body) => {
    const response = await fetch(`${origin}${path}`, {
      method,
      headers: {
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...(as ? { authorization: `Bearer ${t.tokens[as]}` } : {}),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
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
  return {
    ...t,
    sim,
    api,
    openCharges: inserted.map((r) => r.id),
    certificate: { fileBase64: p12.toString('base64'), password },
    caf: (type, from, to, rut = ISSUER_RUT) =>
      createTestCaf({
        rut,
        businessName: 'Academias Demo SpA',
        type,
        from,
        to,
        authorizedOn: '2026-01-02',
      }),
  };
};
