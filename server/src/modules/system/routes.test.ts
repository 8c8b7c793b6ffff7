import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { charges } from '../../db/schema/charges.ts';
import { jobRuns } from '../../db/schema/jobs.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

describe('Estado del sistema', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const status = async () => {
    const res = await t.call('admin', { method: 'GET', url: '/api/v1/getSystemStatus' });
    expect(res.statusCode).toBe(200);
    return res.json();
  };

  it('lists every job with its schedule and the readiness of settings, database, e-mail, Webpay and SII', async () => {
    const body = await status();
    expect(body.checks.map((c: { key: string }) => c.key)).toEqual([
      'configuracion',
      'base_de_datos',
      'correo',
      'webpay',
      'sii',
    ]);
    const byKey = Object.fromEntries(body.checks.map((c: { key: string }) => [c.key, c]));
    // The test server is not set up for production: what production would refuse is listed, as a warning.
    expect(byKey.configuracion.state).toBe('aviso');
    expect(byKey.configuracion.messages.join(' ')).toContain('PUBLIC_URL');
    expect(byKey.webpay.messages[0]).toContain('Simulador');
    expect(byKey.correo.messages).toContain(
      'Falta SMTP_URL: los correos se guardan como archivos .eml y no llegan a nadie.',
    );
    expect(byKey.sii.state).toBe('aviso');
    const charges = body.jobs.find((j: { name: string }) => j.name === 'charges.generate');
    expect(charges).toMatchObject({
      title: 'Generación de cobros del mes',
      schedule: { every: 3600 },
      running: false,
      recentRuns: [],
    });
  });

  it('"Ejecutar ahora" runs the job, returns what it did and shows it as the last run', async () => {
    const before = await t.count(charges);
    const res = await t.call('admin', {
      method: 'POST',
      url: '/api/v1/runJobNow',
      payload: { data: { job: 'charges.generate' } },
    });
    expect(res.statusCode).toBe(200);
    const run = res.json();
    expect(run).toMatchObject({ job: 'charges.generate', trigger: 'manual', error: null });
    expect(run.counts.creados).toBe((await t.count(charges)) - before);
    const job = (await status()).jobs.find((j: { name: string }) => j.name === 'charges.generate');
    expect(job.recentRuns[0]).toMatchObject({ id: run.id, trigger: 'manual' });
    expect(job.lastSuccessAt).toBe(run.finishedAt);
  });

  it('an unknown or missing job name is a Spanish 400 naming the field, and runs nothing', async () => {
    const runs = await t.count(jobRuns);
    for (const payload of [
      { data: { job: 'no.existe' } },
      { data: {} },
      { data: { job: '' } },
      {},
    ]) {
      const res = await t.call('admin', { method: 'POST', url: '/api/v1/runJobNow', payload });
      expect(res.statusCode).toBe(400);
      expect(res.json().field).toMatch(/job|data/);
    }
    expect(await t.count(jobRuns)).toBe(runs);
  });
});
