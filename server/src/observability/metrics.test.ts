import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app.ts';

const TOKEN = 'scraper-token-0123456789';

describe('GET /metrics and health', () => {
  let t: TestApp;
  beforeAll(async () => {
    process.env.METRICS_TOKEN = TOKEN;
    process.env.METRICS_ALLOW = '10.20.0.0/16, 192.0.2.7';
    t = await createTestApp();
    await t.app.jobs.runNow('charges.generate');
  });
  afterAll(async () => {
    delete process.env.METRICS_TOKEN;
    delete process.env.METRICS_ALLOW;
    await t.close();
  });

  const scrape = (options: { remoteAddress?: string; headers?: Record<string, string> } = {}) =>
    t.app.inject({ method: 'GET', url: '/metrics', ...options });

  it('exposes the documented metrics to loopback in Prometheus format', async () => {
    await t.call('admin', { method: 'GET', url: '/api/v1/academies' });
    const res = await scrape();
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/plain');
    const body = res.body;
    expect(body).toMatch(
      /http_request_duration_seconds_count\{method="GET",route="\/api\/v1\/academies",status="200"\} 1/,
    );
    expect(body).toMatch(/email_outbox_messages\{state="pendiente"\} \d+/);
    expect(body).toMatch(/email_outbox_messages\{state="fallido"\} \d+/);
    expect(body).toMatch(/payments_awaiting_reconciliation \d+/);
    expect(body).toMatch(/sii_boletas_awaiting \d+/);
    expect(body).toMatch(/job_last_success_timestamp_seconds\{job="charges.generate"\} 1\d{9}/);
    expect(body).toMatch(/job_last_run_failed\{job="charges.generate"\} 0/);
    expect(body).toMatch(/job_running\{job="payments.reconcile"\} 0/);
    expect(body).toContain('process_cpu_seconds_total');
    if (t.database.kind === 'postgres')
      expect(body).toMatch(/db_pool_connections\{state="total"\} \d+/);
  });

  it('answers configured networks and the bearer token, and nobody else', async () => {
    expect((await scrape({ remoteAddress: '10.20.3.4' })).statusCode).toBe(200);
    expect((await scrape({ remoteAddress: '192.0.2.7' })).statusCode).toBe(200);
    expect((await scrape({ remoteAddress: '203.0.113.9' })).statusCode).toBe(403);
    expect(
      (
        await scrape({
          remoteAddress: '203.0.113.9',
          headers: { authorization: `Bearer ${TOKEN}` },
        })
      ).statusCode,
    ).toBe(200);
    expect(
      (
        await scrape({
          remoteAddress: '203.0.113.9',
          headers: { authorization: 'Bearer wrong-token-0123456789' },
        })
      ).statusCode,
    ).toBe(403);
    // Through a reverse proxy on this machine (TRUST_PROXY off): loopback is the proxy, not the client.
    const proxied = await scrape({ headers: { 'x-forwarded-for': '203.0.113.9' } });
    expect(proxied.statusCode).toBe(403);
    expect(proxied.json()).toMatchObject({ message: 'No tiene permiso para ver las métricas.' });
  });

  it('live answers without the database; ready and the old health check answer while it does', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/health/live' })).json()).toEqual({
      status: 'ok',
    });
    const ready = await t.app.inject({ method: 'GET', url: '/api/health/ready' });
    expect(ready.statusCode).toBe(200);
    // Says ok and nothing about the installation (the database kind is on the admin's status screen).
    expect(ready.json()).toEqual({ status: 'ok' });
    expect((await t.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
  });
});
