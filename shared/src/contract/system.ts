import { z } from 'zod';
import { withData } from './common.ts';
import { defineEndpoint } from './define.ts';

/** What a run did, as the job reported it (`{ creados: 3 }`). */
export const jobCounts = z.record(z.string(), z.number());

export const jobRun = z.object({
  id: z.number().int(),
  job: z.string(),
  trigger: z.enum(['programado', 'manual']),
  instance: z.string(),
  startedAt: z.string(),
  finishedAt: z.string().nullable(),
  counts: jobCounts.nullable(),
  error: z.string().nullable(),
});
export type JobRun = z.infer<typeof jobRun>;

/** Every N seconds, or daily at HH:MM (America/Santiago). */
export const jobSchedule = z.union([
  z.object({ every: z.number().int() }),
  z.object({ daily: z.string() }),
]);
export type JobSchedule = z.infer<typeof jobSchedule>;

export const jobStatus = z.object({
  name: z.string(),
  title: z.string(),
  schedule: jobSchedule,
  nextRunAt: z.string().nullable(),
  /** A process holds the job now (running, or killed and its lease not yet expired). */
  running: z.boolean(),
  lastStartedAt: z.string().nullable(),
  lastFinishedAt: z.string().nullable(),
  lastSuccessAt: z.string().nullable(),
  lastCounts: jobCounts.nullable(),
  lastError: z.string().nullable(),
  /** The latest recorded runs, newest first (idle runs of frequent jobs are not recorded). */
  recentRuns: z.array(jobRun),
});
export type JobStatus = z.infer<typeof jobStatus>;

export const readinessState = z.enum(['ok', 'aviso', 'error']);
export type ReadinessState = z.infer<typeof readinessState>;

export const readinessCheck = z.object({
  key: z.enum(['configuracion', 'base_de_datos', 'correo', 'webpay', 'sii']),
  title: z.string(),
  state: readinessState,
  /** Spanish sentences for the admin: what is wrong and what to do. */
  messages: z.array(z.string()),
});
export type ReadinessCheck = z.infer<typeof readinessCheck>;

export const systemStatus = z.object({
  checkedAt: z.string(),
  environment: z.enum(['development', 'production', 'test']),
  database: z.enum(['pglite', 'postgres']),
  checks: z.array(readinessCheck),
  jobs: z.array(jobStatus),
});
export type SystemStatus = z.infer<typeof systemStatus>;

export const getSystemStatus = defineEndpoint({
  name: 'getSystemStatus',
  method: 'GET',
  path: '/api/v1/getSystemStatus',
  access: ['admin'],
  summary:
    'Estado del sistema: preparación de la configuración, base de datos, correo, Webpay y SII; y cada tarea programada',
  response: systemStatus,
});

export const runJobNow = defineEndpoint({
  name: 'runJobNow',
  method: 'POST',
  path: '/api/v1/runJobNow',
  access: ['admin'],
  summary:
    'Ejecuta ahora una tarea programada y devuelve lo que hizo (409 si ya se está ejecutando)',
  body: withData(
    z.object({
      job: z.string().trim().min(1, 'es obligatorio').max(100, 'admite hasta 100 caracteres'),
    }),
  ),
  response: jobRun,
});
