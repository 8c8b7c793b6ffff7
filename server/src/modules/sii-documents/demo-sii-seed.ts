import { desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/db-handle.ts';
import { documents } from '../../db/schema/payments.ts';
import { siiEnvios } from '../../db/schema/sii.ts';
import { createTestCaf, createTestCertificate } from '../sii-xml/test-material.ts';
import { siiDate } from '../sii-xml/xml-text.ts';
import { SiiMaterialCache } from './sii-material.ts';
import { saveSiiIssuer, storeCaf, storeCertificate } from './sii-settings.ts';
import { signedBoleta } from './sii-dte-provider.ts';
import { yieldToRequests } from '../../jobs/yield-to-requests.ts';

/** Folios the demo's test CAFs leave free after the seeded boletas. */
const DEMO_SPARE_FOLIOS = 5000;

/**
 * Demo only (embedded first start): a TEST certificate and TEST CAFs generated here, so the demo
 * issues signed boletas at once; the seeded boletas are signed with them by the envío job. Marked test_material:
 * Parámetros Avanzados says so, and the real SII would refuse them. A real academy uploads its
 * own (README, "Boleta electrónica: puesta en marcha").
 */
export const seedDemoSii = async (db: Db): Promise<void> => {
  const cache = new SiiMaterialCache();
  const [issuer] = (
    (await db.execute(
      sql`select rut, business_name, document_type from issuer_settings where id = 1`,
    )) as unknown as { rows: { rut: string; business_name: string; document_type: number }[] }
  ).rows;
  if (!issuer) return;
  const now = new Date();
  await saveSiiIssuer(db, {
    acteco: '855000',
    resolutionNumber: 0,
    resolutionDate: siiDate(now),
    senderRut: '11111111-1',
    lowFolioWarning: 50,
  });
  const password = 'demo';
  const p12 = createTestCertificate({ name: 'Certificado de prueba', rut: '11111111-1', password });
  await storeCertificate(db, cache, p12.toString('base64'), password, now);
  await db.execute(sql`update sii_issuer set test_material = 1 where id = 1`);
  const authorizedOn = siiDate(new Date(now.getTime() - 86_400_000));
  for (const type of [39, 41, 61] as const) {
    const used =
      (
        (await db.execute(
          sql`select coalesce(max(folio), 0)::int as used from documents where type = ${type}`,
        )) as unknown as { rows: { used: number }[] }
      ).rows[0]?.used ?? 0;
    const caf = createTestCaf({
      rut: issuer.rut,
      businessName: issuer.business_name,
      type,
      from: 1,
      to: Number(used) + DEMO_SPARE_FOLIOS,
      authorizedOn,
    });
    await storeCaf(db, cache, caf, now);
  }
  // The seeded boletas (numbered before the CAFs existed, inside the test ranges) are signed
  // later by the envío job in batches (signSeededDocuments): signing thousands here would make
  // the first start wait minutes.
  await db.execute(
    sql`update documents set provider = ${SEEDED_PROVIDER} where provider = 'local'`,
  );
};

/** Marks seeded demo boletas that still need their timbre and signed envelope. */
export const SEEDED_PROVIDER = 'sii-demo';

/**
 * Seeded boletas issued longer ago than this are filed as accepted when signed, as an academy's
 * boletas of past weeks were at the SII; only the recent ones go through the simulator. Sending
 * every seeded boleta (2,322 in the demo) kept a fresh server busy for ~15 minutes, each envelope
 * an upload, a schema check in a child process and two signature checks
 * (docs/performance.md, session 15).
 */
const SENT_LONG_AGO_MS = 7 * 86_400_000;

/**
 * Signs up to `limit` seeded demo boletas, newest first (the ones lists show): the recent ones'
 * envelopes are queued for the SII, older ones filed as accepted when they were issued.
 */
export const signSeededDocuments = async (
  db: Db,
  cache: SiiMaterialCache,
  limit = 100,
  now = new Date(),
): Promise<number> => {
  const seeded = await db
    .select()
    .from(documents)
    .where(eq(documents.provider, SEEDED_PROVIDER))
    .orderBy(desc(documents.id))
    .limit(limit);
  if (seeded.length === 0) return 0;
  const signer = await cache.signer(db);
  if (!signer) return 0;
  const cafIds = (
    (await db.execute(sql`select id, type from sii_cafs order by range_from`)) as unknown as {
      rows: { id: number; type: number }[];
    }
  ).rows;
  for (const doc of seeded) {
    await yieldToRequests();
    const cafId = cafIds.find((c) => Number(c.type) === doc.type)?.id;
    if (!cafId) continue;
    const { xml, ted } = signedBoleta(doc, signer, await cache.caf(db, Number(cafId)));
    const sentLongAgo = now.getTime() - doc.issuedAt.getTime() > SENT_LONG_AGO_MS;
    await db.transaction(async (tx) => {
      await tx
        .insert(siiEnvios)
        .values({
          documentId: doc.id,
          dteType: doc.type,
          folio: doc.folio,
          xml,
          ted,
          ...(sentLongAgo ? { state: 'aceptado' as const, sentAt: doc.issuedAt } : {}),
        })
        .onConflictDoNothing();
      await tx.update(documents).set({ provider: 'sii' }).where(eq(documents.id, doc.id));
    });
  }
  return seeded.length;
};
