import { spawn } from 'node:child_process';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadEnv } from './env.ts';
import { checkSettings } from './production-check.ts';

const GOOD = {
  NODE_ENV: 'production',
  WEBPAY_ENV: 'production',
  WEBPAY_COMMERCE_CODE: '597012345678',
  WEBPAY_API_KEY: 'a-real-secret-key-from-transbank',
  PUBLIC_URL: 'https://pagos.academia.cl',
  JWT_SECRET: 'x'.repeat(40),
  SMTP_URL: 'smtp://mail.academia.cl:587',
  SII_ENV: 'produccion',
};

const problems = (raw: Record<string, string | undefined>) => {
  const report = checkSettings(loadEnv(raw as NodeJS.ProcessEnv), raw);
  return {
    errors: report.errors.map((e) => e.setting),
    warnings: report.warnings.map((w) => w.setting),
    report,
  };
};

describe('production settings', () => {
  it('a complete production configuration passes', () => {
    expect(problems(GOOD)).toMatchObject({ errors: [], warnings: [] });
  });

  it.each([
    ['the Webpay simulator', { WEBPAY_ENV: 'simulator' }, ['WEBPAY_ENV']],
    ['the integration environment', { WEBPAY_ENV: 'integration' }, ['WEBPAY_ENV']],
    [
      'a public integration commerce code',
      { WEBPAY_COMMERCE_CODE: '597055555532' },
      ['WEBPAY_COMMERCE_CODE'],
    ],
    [
      'the public integration key',
      { WEBPAY_API_KEY: '579B532A7440BB0C9079DED94D31EA1615BACEB56610332264630D42D0A36B1C' },
      ['WEBPAY_API_KEY'],
    ],
    [
      'no Webpay credentials',
      { WEBPAY_COMMERCE_CODE: undefined, WEBPAY_API_KEY: undefined },
      ['WEBPAY_COMMERCE_CODE', 'WEBPAY_API_KEY'],
    ],
    [
      'Oneclick on public codes without its secret',
      { ONECLICK_COMMERCE_CODE: '597055555541', ONECLICK_API_KEY: 'k' },
      ['ONECLICK_COMMERCE_CODE', 'AUTOPAY_SECRET'],
    ],
    ['no PUBLIC_URL', { PUBLIC_URL: undefined }, ['PUBLIC_URL']],
    ['an http PUBLIC_URL', { PUBLIC_URL: 'http://pagos.academia.cl' }, ['PUBLIC_URL']],
    ['no JWT_SECRET', { JWT_SECRET: undefined }, ['JWT_SECRET']],
    ['the demo seed', { SEED_DEMO: 'true' }, ['SEED_DEMO']],
  ])('refuses %s', (_label, change, expected) => {
    expect(problems({ ...GOOD, ...change }).errors).toEqual(expected);
  });

  it('warns, without refusing, when SMTP is missing; outside production nothing is refused', () => {
    expect(problems({ ...GOOD, SMTP_URL: undefined })).toMatchObject({
      errors: [],
      warnings: ['SMTP_URL'],
    });
    expect(problems({ ...GOOD, SII_ENV: 'simulator' })).toMatchObject({
      errors: [],
      warnings: ['SII_ENV'],
    });
    expect(problems({ WEBPAY_ENV: 'simulator' })).toMatchObject({
      errors: [],
      warnings: ['SMTP_URL'],
    });
  });

  it('the server refuses to start with one message listing every problem', async () => {
    const child = spawn(
      process.execPath,
      ['--import', 'tsx', resolve(import.meta.dirname, '../main.ts')],
      {
        // No DATA_DIR or database is opened: the check runs before anything else.
        env: {
          PATH: process.env.PATH,
          NODE_ENV: 'production',
          WEBPAY_ENV: 'simulator',
          PUBLIC_URL: 'http://x.cl',
        },
        stdio: ['ignore', 'ignore', 'pipe'],
      },
    );
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    const code = await new Promise<number | null>((done) => child.on('exit', done));
    expect(code).toBe(1);
    expect(stderr).toContain('hay 3 problemas');
    expect(stderr).toContain('WEBPAY_ENV=simulator');
    expect(stderr).toContain('PUBLIC_URL=http://x.cl debe usar https');
    expect(stderr).toContain('Falta JWT_SECRET');
    // Loading the server's modules with tsx takes a while on a busy machine.
  }, 120_000);
});
