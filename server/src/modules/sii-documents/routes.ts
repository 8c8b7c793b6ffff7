import {
  getDocumentXml,
  getSiiEnvios,
  getSiiSettings,
  retrySiiEnvio,
  runSiiEnvios,
  updateSiiSettings,
  uploadSiiCaf,
  uploadSiiCertificate,
} from '@academias/shared/contract/sii';
import { and, asc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { ownSimulatorUrl, SII_SIM_PREFIX } from '../../config/simulators.ts';
import { writeAudit } from '../../db/audit.ts';
import { documents } from '../../db/schema/payments.ts';
import { siiEnvios } from '../../db/schema/sii.ts';
import { conflict, notFound } from '../../http/http-error.ts';
import { registerEndpoint } from '../../http/register-endpoint.ts';
import { listDocuments } from '../documents/list-documents.ts';
import { toLatin1 } from '../sii-xml/latin1.ts';
import { signSeededDocuments } from './demo-sii-seed.ts';
import { issuePendingDocuments } from './issue-pending.ts';
import { resignIfStale } from './resign-envelope.ts';
import { retryRejected, sendSiiEnvios } from './send-envios.ts';
import { createSiiClient, type SiiClient } from './sii-client.ts';
import { createSiiDteProvider } from './sii-dte-provider.ts';
import { SiiMaterialCache } from './sii-material.ts';
import { readSiiSettings, saveSiiIssuer, storeCaf, storeCertificate } from './sii-settings.ts';

const envioView = (row: typeof siiEnvios.$inferSelect) => ({
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

/**
 * SII electronic documents: issuer setup (Parámetros Avanzados), the envío outbox job, the
 * signed XML download. With SII_ENV=simulator the client calls the SII simulator that app.ts
 * registers at /sii-sim (simulators.ts).
 */
export const createSiiModule =
  (options: { client?: SiiClient } = {}) =>
  async (app: FastifyInstance): Promise<void> => {
    const env = app.env.SII_ENV;
    const cache = new SiiMaterialCache();
    const provider = createSiiDteProvider(cache);
    const client =
      options.client ??
      createSiiClient({
        environment: env,
        simulatorUrl: () => ownSimulatorUrl(app, SII_SIM_PREFIX),
        certificate: async () => {
          const signer = await cache.signer(app.db);
          if (!signer) throw new Error('Falta el certificado digital del emisor');
          return signer.certificate;
        },
      });
    const settings = () => readSiiSettings(app.db, env);

    registerEndpoint(app, getSiiSettings, () => settings());

    registerEndpoint(app, updateSiiSettings, async ({ body: { data }, user }) => {
      await saveSiiIssuer(app.db, data);
      await writeAudit(app.db, {
        userId: user.id,
        entity: 'sii_issuer',
        entityId: 1,
        action: 'editar',
        after: data,
      });
      return settings();
    });

    registerEndpoint(app, uploadSiiCertificate, async ({ body: { data }, user }) => {
      await storeCertificate(app.db, cache, data.fileBase64, data.password);
      await writeAudit(app.db, {
        userId: user.id,
        entity: 'sii_issuer',
        entityId: 1,
        action: 'certificado',
        after: { loaded: true },
      });
      await issuePendingDocuments(app.db, provider);
      return settings();
    });

    registerEndpoint(app, uploadSiiCaf, async ({ body: { data }, user }) => {
      const type = await storeCaf(app.db, cache, data.xml);
      await writeAudit(app.db, {
        userId: user.id,
        entity: 'sii_caf',
        entityId: type,
        action: 'cargar',
        after: { type },
      });
      await issuePendingDocuments(app.db, provider);
      return settings();
    });

    registerEndpoint(app, getSiiEnvios, async ({ query }) => {
      const rows = await app.db
        .select()
        .from(siiEnvios)
        .where(eq(siiEnvios.documentId, query.documentId))
        .orderBy(asc(siiEnvios.id));
      return rows.map(envioView);
    });

    registerEndpoint(app, retrySiiEnvio, async ({ body: { data }, user }) => {
      const [row] = await app.db.select().from(siiEnvios).where(eq(siiEnvios.id, data.id));
      if (!row) throw notFound('No se encontró el envío.');
      if (!(await retryRejected(app.db, data.id, new Date())))
        throw conflict('Solo se reintenta un documento rechazado por el SII.');
      await writeAudit(app.db, {
        userId: user.id,
        entity: 'sii_envio',
        entityId: data.id,
        action: 'reintentar',
        before: { state: row.state, reason: row.reason },
      });
      const [updated] = await app.db.select().from(siiEnvios).where(eq(siiEnvios.id, data.id));
      return envioView(updated!);
    });

    const resign = (db: typeof app.db, now: Date) => (xml: string) =>
      resignIfStale(db, cache, xml, now);
    registerEndpoint(app, runSiiEnvios, () => {
      const now = new Date();
      return sendSiiEnvios(app.db, client, now, resign(app.db, now));
    });

    registerEndpoint(app, getDocumentXml, async ({ params, query, user, reply }) => {
      const [document] = await app.db
        .select({ id: documents.id, type: documents.type })
        .from(documents)
        .where(eq(documents.id, params.id));
      if (!document) throw notFound('No se encontró el documento.');
      if (user.role !== 'admin') {
        const visible = await listDocuments(
          app.db,
          user,
          { page: 1, pageSize: 1, order: 'asc' },
          document.id,
        );
        if (visible.items.length === 0) throw notFound('No se encontró el documento.');
      }
      const type = query.type ?? document.type;
      const [envio] = await app.db
        .select()
        .from(siiEnvios)
        .where(and(eq(siiEnvios.documentId, document.id), eq(siiEnvios.dteType, type)));
      if (!envio)
        throw notFound('El documento no tiene XML firmado (se emitió antes de configurar el SII).');
      return reply
        .type('application/xml; charset=ISO-8859-1')
        .header('cache-control', 'private, no-store')
        .header(
          'content-disposition',
          `attachment; filename="${type === 61 ? 'EnvioDTE' : 'EnvioBOLETA'}-${type}-${envio.folio}.xml"`,
        )
        .send(toLatin1(envio.xml));
    });

    app.jobs.register({
      name: 'sii.envios',
      title: 'Envío de documentos al SII',
      schedule: { every: 15 },
      run: async ({ db, now }) => {
        const signed = await signSeededDocuments(db, cache);
        const counts = await sendSiiEnvios(db, client, now, resign(db, now));
        if (signed > 0)
          return {
            firmados: signed,
            enviados: counts.sent,
            aceptados: counts.accepted,
            rechazados: counts.rejected,
            fallidos: counts.failed,
          };
        if (counts.sent + counts.accepted + counts.rejected + counts.failed === 0) return undefined;
        return {
          enviados: counts.sent,
          aceptados: counts.accepted,
          rechazados: counts.rejected,
          fallidos: counts.failed,
        };
      },
    });
  };

export const siiModule = createSiiModule();
