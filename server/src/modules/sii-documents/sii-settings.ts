import type { SiiSettings } from '@academias/shared/contract/sii';
import { count, eq, sql } from 'drizzle-orm';
import { issuerSettings } from '../../db/schema/settings.ts';
import { siiCafs, siiIssuer, siiPendingDocuments } from '../../db/schema/sii.ts';
import { badRequest, conflict } from '../../http/http-error.ts';
import type { Db } from '../../db/db-handle.ts';
import { CafError, parseCaf } from '../sii-xml/caf.ts';
import { CertificateError, openPkcs12 } from '../sii-xml/certificate.ts';
import { siiRut } from '../sii-xml/xml-text.ts';
import type { SiiMaterialCache } from './sii-material.ts';
import { sealBytes, sealCertificate } from './sii-secret.ts';

const CERTIFICATE_WARNING_DAYS = 30;

export const readSiiSettings = async (
  db: Db,
  environment: string,
  now = new Date(),
): Promise<SiiSettings> => {
  const [row] = await db.select().from(siiIssuer).where(eq(siiIssuer.id, 1));
  const cafs = await db.select().from(siiCafs).orderBy(siiCafs.type, siiCafs.rangeFrom);
  const [{ pending } = { pending: 0 }] = await db
    .select({ pending: count() })
    .from(siiPendingDocuments);
  const lowFolioWarning = row?.lowFolioWarning ?? 50;
  const warnings: string[] = [];
  for (const type of [...new Set(cafs.map((c) => c.type))]) {
    const left = cafs
      .filter((c) => c.type === type)
      .reduce((sum, c) => sum + (c.rangeTo - c.nextFolio + 1), 0);
    if (left < lowFolioWarning)
      warnings.push(`Quedan ${left} folios del tipo ${type}: solicite un nuevo CAF al SII.`);
  }
  if (
    row?.certificateValidTo &&
    row.certificateValidTo.getTime() - now.getTime() < CERTIFICATE_WARNING_DAYS * 86_400_000
  ) {
    warnings.push(
      `El certificado digital vence el ${row.certificateValidTo.toISOString().slice(0, 10)}: renuévelo.`,
    );
  }
  if (Number(pending) > 0) warnings.push(`${pending} documento(s) esperan folios para emitirse.`);
  return {
    configured: Boolean(row?.certificateSealed) && cafs.length > 0,
    environment,
    acteco: row?.acteco ?? null,
    resolutionNumber: row?.resolutionNumber ?? null,
    resolutionDate: row?.resolutionDate ?? null,
    senderRut: row?.senderRut ?? null,
    lowFolioWarning,
    testMaterial: row?.testMaterial === 1,
    certificate:
      row?.certificateSubject && row.certificateValidTo
        ? { subject: row.certificateSubject, validTo: row.certificateValidTo.toISOString() }
        : null,
    cafs: cafs.map((c) => ({
      id: c.id,
      type: c.type,
      from: c.rangeFrom,
      to: c.rangeTo,
      nextFolio: c.nextFolio,
      left: c.rangeTo - c.nextFolio + 1,
      authorizedOn: c.authorizedOn,
    })),
    warnings,
    pendingDocuments: Number(pending),
  };
};

export interface SiiIssuerInput {
  acteco: string;
  resolutionNumber: number;
  resolutionDate: string;
  senderRut: string;
  lowFolioWarning: number;
}

export const saveSiiIssuer = async (db: Db, input: SiiIssuerInput): Promise<void> => {
  await db
    .insert(siiIssuer)
    .values({ id: 1, ...input })
    .onConflictDoUpdate({ target: siiIssuer.id, set: { ...input, updatedAt: new Date() } });
};

const requireIssuerRow = async (db: Db) => {
  const [row] = await db.select().from(siiIssuer).where(eq(siiIssuer.id, 1));
  if (!row) throw conflict('Guarde primero la actividad económica y la resolución del SII.');
  return row;
};

export const storeCertificate = async (
  db: Db,
  cache: SiiMaterialCache,
  fileBase64: string,
  password: string,
  now = new Date(),
): Promise<void> => {
  await requireIssuerRow(db);
  const file = Buffer.from(fileBase64, 'base64');
  let certificate;
  try {
    certificate = openPkcs12(file, password, now);
  } catch (error) {
    if (error instanceof CertificateError)
      throw badRequest(`fileBase64: ${error.message}`, 'fileBase64');
    throw error;
  }
  const sealed = sealCertificate(await cache.secretKey(db), file, password);
  await db
    .update(siiIssuer)
    .set({
      certificateSealed: sealed,
      certificateSubject: certificate.subject.replace(/\n/g, ', '),
      certificateValidTo: certificate.validTo,
      testMaterial: 0,
      updatedAt: new Date(),
    })
    .where(eq(siiIssuer.id, 1));
};

/** The highest folio already used for a type (local boletas before the SII, or earlier CAFs). */
const highestUsedFolio = async (db: Db, type: number): Promise<number> => {
  const result = (await db.execute(sql`
    select greatest(
      coalesce((select max(folio) from documents where type = ${type}), 0),
      coalesce((select max(folio) from sii_envios where dte_type = ${type}), 0)) as used`)) as unknown as {
    rows: { used: number }[];
  };
  return Number(result.rows[0]?.used ?? 0);
};

/** Validates a CAF against the issuer and the loaded ranges, stores it sealed; returns its type. */
export const storeCaf = async (
  db: Db,
  cache: SiiMaterialCache,
  xml: string,
  now = new Date(),
): Promise<number> => {
  let caf;
  try {
    caf = parseCaf(xml);
  } catch (error) {
    if (error instanceof CafError) throw badRequest(`xml: ${error.message}`, 'xml');
    throw error;
  }
  const [issuer] = await db
    .select({ rut: issuerSettings.rut })
    .from(issuerSettings)
    .where(eq(issuerSettings.id, 1));
  if (!issuer || siiRut(issuer.rut) !== siiRut(caf.rut)) {
    throw badRequest(
      `xml: el CAF es del RUT ${caf.rut}, no del emisor${issuer ? ` (${siiRut(issuer.rut)})` : ''}.`,
      'xml',
    );
  }
  if (caf.authorizedOn > now.toISOString().slice(0, 10))
    throw badRequest('xml: la fecha de autorización del CAF es futura.', 'xml');
  const overlapping = (await db.execute(sql`
    select 1 from sii_cafs where type = ${caf.type} and range_from <= ${caf.to} and range_to >= ${caf.from} limit 1`)) as unknown as {
    rows: unknown[];
  };
  if (overlapping.rows.length > 0)
    throw conflict(
      `Ya hay un CAF tipo ${caf.type} que cubre folios entre ${caf.from} y ${caf.to}.`,
    );
  const next = Math.max(caf.from, (await highestUsedFolio(db, caf.type)) + 1);
  if (next > caf.to)
    throw conflict(`Todos los folios del CAF (${caf.from} a ${caf.to}) ya fueron usados.`);
  await db.insert(siiCafs).values({
    type: caf.type,
    rangeFrom: caf.from,
    rangeTo: caf.to,
    nextFolio: next,
    authorizedOn: caf.authorizedOn,
    cafSealed: sealBytes(await cache.secretKey(db), Buffer.from(xml, 'latin1')),
  });
  return caf.type;
};
