import type { ReadinessCheck, ReadinessState } from '@academias/shared/contract/system';
import { selectRows } from '../../db/db-handle.ts';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import nodemailer from 'nodemailer';
import { checkSettings } from '../../config/production-check.ts';
import { readBacklog, type Backlog } from '../../observability/backlog.ts';
import { systemTexts as t } from './system-texts.ts';

const worst = (states: ReadinessState[]): ReadinessState =>
  states.includes('error') ? 'error' : states.includes('aviso') ? 'aviso' : 'ok';

const check = (key: ReadinessCheck['key'], items: [ReadinessState, string][]): ReadinessCheck => ({
  key,
  title: t.titles[key],
  state: worst(items.map(([state]) => state)),
  messages: items.map(([, message]) => message),
});

/** Settings: in production what would refuse a start cannot be here; elsewhere, what production would refuse. */
const settingsCheck = (app: FastifyInstance): ReadinessCheck => {
  const production = app.env.NODE_ENV === 'production';
  const report = checkSettings({ ...app.env, NODE_ENV: 'production' });
  const items: [ReadinessState, string][] = production
    ? []
    : [['aviso', t.notProduction(app.env.NODE_ENV)]];
  for (const e of report.errors) items.push([production ? 'error' : 'aviso', e.message]);
  if (items.length === 0) items.push(['ok', t.settingsOk]);
  return check('configuracion', items);
};

const smtpCheck = async (app: FastifyInstance, backlog: Backlog): Promise<ReadinessCheck> => {
  const items: [ReadinessState, string][] = [];
  const url = app.env.SMTP_URL;
  if (!url) items.push(['aviso', t.smtpMissing]);
  else {
    const transporter = nodemailer.createTransport(url, {
      connectionTimeout: 5000,
      greetingTimeout: 5000,
      socketTimeout: 5000,
    } as never);
    try {
      await transporter.verify();
      items.push(['ok', t.smtpOk]);
    } catch (error) {
      items.push(['error', t.smtpFailed((error as Error).message)]);
    } finally {
      transporter.close();
    }
  }
  items.push([backlog.failed > 0 ? 'aviso' : 'ok', t.outbox(backlog.pending, backlog.failed)]);
  return check('correo', items);
};

const webpayCheck = (app: FastifyInstance, backlog: Backlog): ReadinessCheck => {
  const mode = app.env.WEBPAY_ENV;
  const items: [ReadinessState, string][] = [
    [mode === 'production' ? 'ok' : 'aviso', t.webpayMode[mode]],
  ];
  items.push([backlog.awaiting > 0 ? 'aviso' : 'ok', t.awaitingReconciliation(backlog.awaiting)]);
  return check('webpay', items);
};

interface IssuerRow {
  certificate: boolean;
  valid_to: string | null;
  test_material: number;
}

const siiCheck = async (
  app: FastifyInstance,
  backlog: Backlog,
  now: Date,
): Promise<ReadinessCheck> => {
  const items: [ReadinessState, string][] = [];
  const mode = (app.env as { SII_ENV?: string }).SII_ENV;
  if (mode === 'simulator') items.push(['aviso', t.siiSimulator]);
  const [issuer] = await selectRows<IssuerRow>(
    app.db,
    sql`select certificate_sealed is not null as certificate, certificate_valid_to::text as valid_to, test_material from sii_issuer where id = 1`,
  );
  if (!issuer?.certificate) items.push(['aviso', t.siiNoCertificate]);
  else {
    if (issuer.test_material) items.push(['aviso', t.siiTestMaterial]);
    const validTo = issuer.valid_to ? new Date(issuer.valid_to) : null;
    const days = validTo ? Math.floor((validTo.getTime() - now.getTime()) / 86_400_000) : null;
    if (days !== null && days < 0) items.push(['error', t.siiExpired]);
    else if (days !== null && days < 30) items.push(['aviso', t.siiExpiresSoon(days)]);
    else items.push(['ok', t.siiCertificateOk]);
  }
  items.push(['ok', t.siiAwaiting(backlog.sii)]);
  return check('sii', items);
};

/** Readiness of everything the admin depends on, for "Estado del sistema". */
export const readinessChecks = async (
  app: FastifyInstance,
  now: Date,
): Promise<ReadinessCheck[]> => {
  let backlog: Backlog;
  try {
    backlog = await readBacklog(app.db);
  } catch {
    return [settingsCheck(app), check('base_de_datos', [['error', t.databaseDown]])];
  }
  const database = check('base_de_datos', [['ok', t.databaseOk(app.dbKind)]]);
  const [smtp, sii] = await Promise.all([smtpCheck(app, backlog), siiCheck(app, backlog, now)]);
  return [settingsCheck(app), database, smtp, webpayCheck(app, backlog), sii];
};
