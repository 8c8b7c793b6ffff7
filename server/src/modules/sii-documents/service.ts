import type { EndpointBody } from '@academias/shared/contract';
import type { updateSiiSettings, uploadSiiCertificate } from '@academias/shared/contract/sii';
import type { CurrentUser } from '../../auth/current-user.ts';
import { writeAudit } from '../../db/audit.ts';
import type { Db } from '../../db/db-handle.ts';
import { conflict, notFound } from '../../http/http-error.ts';
import type { DteProvider } from '../documents/dte-provider.ts';
import { listDocuments } from '../documents/list-documents.ts';
import { toLatin1 } from '../sii-xml/latin1.ts';
import { issuePendingDocuments } from './issue-pending.ts';
import {
  type EnvioRow,
  findDocumentEnvio,
  findDocumentType,
  findEnvio,
  listEnvios,
} from './repository.ts';
import { type EnvioCounts, retryRejected } from './send-envios.ts';
import type { SiiMaterialCache } from './sii-material.ts';
import { readSiiSettings, saveSiiIssuer, storeCaf, storeCertificate } from './sii-settings.ts';

/** What the SII setup calls need: the database, the environment, the signer cache, the provider. */
export interface SiiSetup {
  db: Db;
  env: string;
  cache: SiiMaterialCache;
  provider: DteProvider;
}

const envioView = (row: EnvioRow) => ({
  id: row.id,
  documentId: row.documentId,
  type: row.dteType,
  folio: row.folio,
  state: row.state,
  trackId: row.trackId,
  reason: row.reason,
  attempts: row.attempts,
  updatedAt: row.updatedAt.toISOString(),
});

const audit = (
  db: Db,
  userId: number,
  entity: string,
  entityId: number,
  action: string,
  after: unknown,
) => writeAudit(db, { userId, entity, entityId, action, after });

export const saveIssuer = async (
  { db, env }: SiiSetup,
  userId: number,
  data: EndpointBody<typeof updateSiiSettings>['data'],
) => {
  await saveSiiIssuer(db, data);
  await audit(db, userId, 'sii_issuer', 1, 'editar', data);
  return readSiiSettings(db, env);
};

/** Loads the certificate and issues the documents that waited for it. */
export const loadCertificate = async (
  { db, env, cache, provider }: SiiSetup,
  userId: number,
  data: EndpointBody<typeof uploadSiiCertificate>['data'],
) => {
  await storeCertificate(db, cache, data.fileBase64, data.password);
  await audit(db, userId, 'sii_issuer', 1, 'certificado', { loaded: true });
  await issuePendingDocuments(db, provider);
  return readSiiSettings(db, env);
};

/** Loads a CAF (folio range) and issues the documents that waited for folios. */
export const loadCaf = async (
  { db, env, cache, provider }: SiiSetup,
  userId: number,
  xml: string,
) => {
  const type = await storeCaf(db, cache, xml);
  await audit(db, userId, 'sii_caf', type, 'cargar', { type });
  await issuePendingDocuments(db, provider);
  return readSiiSettings(db, env);
};

export const documentEnvios = async (db: Db, documentId: number) =>
  (await listEnvios(db, documentId)).map(envioView);

export const retryEnvio = async (db: Db, userId: number, id: number) => {
  const row = await findEnvio(db, id);
  if (!row) throw notFound('No se encontró el envío.');
  if (!(await retryRejected(db, id, new Date())))
    throw conflict('Solo se reintenta un documento rechazado por el SII.');
  await writeAudit(db, {
    userId,
    entity: 'sii_envio',
    entityId: id,
    action: 'reintentar',
    before: { state: row.state, reason: row.reason },
  });
  return envioView((await findEnvio(db, id))!);
};

/** The signed XML of a document the caller may see, as the SII file (ISO-8859-1). */
export const documentXml = async (
  db: Db,
  user: CurrentUser,
  id: number,
  requestedType: number | undefined,
) => {
  const document = await findDocumentType(db, id);
  if (!document) throw notFound('No se encontró el documento.');
  if (user.role !== 'admin') {
    const visible = await listDocuments(
      db,
      user,
      { page: 1, pageSize: 1, order: 'asc' },
      document.id,
    );
    if (visible.items.length === 0) throw notFound('No se encontró el documento.');
  }
  const type = requestedType ?? document.type;
  const envio = await findDocumentEnvio(db, document.id, type);
  if (!envio)
    throw notFound('El documento no tiene XML firmado (se emitió antes de configurar el SII).');
  return {
    filename: `${type === 61 ? 'EnvioDTE' : 'EnvioBOLETA'}-${type}-${envio.folio}.xml`,
    body: toLatin1(envio.xml),
  };
};

/** What the envío job reports: nothing when it did nothing. */
export const envioJobSummary = (signed: number, counts: EnvioCounts) => {
  const sent = {
    enviados: counts.sent,
    aceptados: counts.accepted,
    rechazados: counts.rejected,
    fallidos: counts.failed,
  };
  if (signed > 0) return { firmados: signed, ...sent };
  if (counts.sent + counts.accepted + counts.rejected + counts.failed === 0) return undefined;
  return sent;
};
