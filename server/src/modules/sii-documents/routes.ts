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
import type { FastifyInstance } from 'fastify';
import { ownSimulatorUrl, SII_SIM_PREFIX } from '../../config/simulators.ts';
import { registerEndpoint } from '../../http/register-endpoint.ts';
import { signSeededDocuments } from './demo-sii-seed.ts';
import { resignIfStale } from './resign-envelope.ts';
import { sendSiiEnvios } from './send-envios.ts';
import {
  documentEnvios,
  documentXml,
  envioJobSummary,
  loadCaf,
  loadCertificate,
  retryEnvio,
  saveIssuer,
} from './service.ts';
import { createSiiClient } from './sii-client.ts';
import type { SiiClient } from './sii-service.ts';
import { createSiiDteProvider } from './sii-dte-provider.ts';
import { SiiMaterialCache } from './sii-material.ts';
import { readSiiSettings } from './sii-settings.ts';

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
    const setup = () => ({ db: app.db, env, cache, provider });

    registerEndpoint(app, getSiiSettings, () => readSiiSettings(app.db, env));
    registerEndpoint(app, updateSiiSettings, ({ body: { data }, user }) =>
      saveIssuer(setup(), user.id, data),
    );
    registerEndpoint(app, uploadSiiCertificate, ({ body: { data }, user }) =>
      loadCertificate(setup(), user.id, data),
    );
    registerEndpoint(app, uploadSiiCaf, ({ body: { data }, user }) =>
      loadCaf(setup(), user.id, data.xml),
    );
    registerEndpoint(app, getSiiEnvios, ({ query }) => documentEnvios(app.db, query.documentId));
    registerEndpoint(app, retrySiiEnvio, ({ body: { data }, user }) =>
      retryEnvio(app.db, user.id, data.id),
    );

    const resign = (db: typeof app.db, now: Date) => (xml: string) =>
      resignIfStale(db, cache, xml, now);
    registerEndpoint(app, runSiiEnvios, () => {
      const now = new Date();
      return sendSiiEnvios(app.db, client, now, resign(app.db, now));
    });

    registerEndpoint(app, getDocumentXml, async ({ params, query, user, reply }) => {
      const file = await documentXml(app.db, user, params.id, query.type);
      return reply
        .type('application/xml; charset=ISO-8859-1')
        .header('cache-control', 'private, no-store')
        .header('content-disposition', `attachment; filename="${file.filename}"`)
        .send(file.body);
    });

    app.jobs.register({
      name: 'sii.envios',
      title: 'Envío de documentos al SII',
      schedule: { every: 15 },
      run: async ({ db, now }) => {
        const signed = await signSeededDocuments(db, cache, 100, now);
        return envioJobSummary(signed, await sendSiiEnvios(db, client, now, resign(db, now)));
      },
    });
  };

export const siiModule = createSiiModule();
