import { resolve } from 'node:path';
import { z } from 'zod';
import { isDatabaseUrl } from './database-url.ts';

/** The repository root (server/src/config -> ../../..). */
export const repoRoot = resolve(import.meta.dirname, '../../..');

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(1).max(65535).default(8080),
  HOST: z.string().default('0.0.0.0'),
  /** PGlite data folder (embedded default). */
  DATA_DIR: z.string().default(resolve(repoRoot, '.data')),
  /**
   * A real PostgreSQL server; when set, PGlite is not used. Over TCP or, on the same machine, its
   * Unix socket (`postgres:///academias?host=/var/run/postgresql`): see isDatabaseUrl.
   */
  DATABASE_URL: z.string().refine(isDatabaseUrl, 'no es una URL de PostgreSQL').optional(),
  /** HS256 secret for access tokens; when absent one is generated once and kept in the database. */
  JWT_SECRET: z.string().min(32).optional(),
  WEBPAY_ENV: z.enum(['simulator', 'integration', 'production']).default('simulator'),
  WEBPAY_COMMERCE_CODE: z.string().optional(),
  /** SII electronic documents: the offline simulator at /sii-sim, or the SII's certificación or producción service. */
  SII_ENV: z.enum(['simulator', 'certificacion', 'produccion']).default('simulator'),
  WEBPAY_API_KEY: z.string().optional(),
  /** Webpay Oneclick Mall (autopay): the mall's commerce code and key; integration's when absent outside production. */
  ONECLICK_COMMERCE_CODE: z
    .string()
    .regex(/^\d{12}$/)
    .optional(),
  ONECLICK_API_KEY: z.string().optional(),
  /** Child commerce code for academies without their own (autopay); integration's child 1 when absent outside production. */
  ONECLICK_CHILD_CODE: z
    .string()
    .regex(/^\d{12}$/)
    .optional(),
  /** Key that encrypts stored Oneclick card references; generated once and kept in the database when absent. */
  AUTOPAY_SECRET: z.string().min(32).optional(),
  SMTP_URL: z.string().optional(),
  /** Public origin of the app (return URLs, links in e-mails). */
  PUBLIC_URL: z.string().url().optional(),
  /** remotes.json override: inline JSON or a path to a file. */
  REMOTES_JSON: z.string().optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Seed demo data when the database is empty (embedded default: yes). */
  SEED_DEMO: z
    .enum(['true', 'false'])
    .optional()
    .transform((v) => (v === undefined ? undefined : v === 'true')),
  /**
   * Trust X-Forwarded-For from a reverse proxy / load balancer in front of the server. Off by
   * default: otherwise any client could pick its own address and dodge the per-IP limits.
   */
  TRUST_PROXY: z
    .enum(['true', 'false'])
    .default('false')
    .transform((v) => v === 'true'),
  /**
   * Server processes on this machine (node:cluster), PostgreSQL only: one Node process uses one
   * core. The embedded PGlite lives inside one process, so it always runs one.
   */
  WORKERS: z.coerce.number().int().min(1).max(64).default(1),
  /** Runs the in-process charge generation job. */
  JOBS: z
    .enum(['true', 'false'])
    .default('true')
    .transform((v) => v === 'true'),
});

export type Env = z.infer<typeof envSchema>;

/** The only place that reads process.env. */
export const loadEnv = (source: NodeJS.ProcessEnv = process.env): Env => {
  const parsed = envSchema.safeParse(source);
  if (!parsed.success) {
    const detail = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
    throw new Error(`Configuración inválida: ${detail}`);
  }
  return parsed.data;
};

export const publicUrl = (env: Env): string => env.PUBLIC_URL ?? `http://localhost:${env.PORT}`;
