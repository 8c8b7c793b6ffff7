import cluster from 'node:cluster';
import { loadEnv } from './config/env.ts';
import { checkSettings, refusalMessage } from './config/production-check.ts';
import { prepareDatabase, startServer } from './start-server.ts';

/**
 * `pnpm start`: one server process, or with WORKERS > 1 on PostgreSQL a node:cluster of them
 * sharing the port. Workers keep no state another needs (sessions, limits and queues are in the
 * database), so they are interchangeable, like instances behind a load balancer; the background
 * jobs run in the first worker only.
 */
const env = loadEnv();
// Production refuses settings that would take or lose real money or messages, all listed at once.
const { errors } = checkSettings(env);
if (errors.length > 0) {
  console.error(refusalMessage(errors));
  process.exit(1);
}
const workers = env.DATABASE_URL ? env.WORKERS : 1;
if (env.WORKERS > 1 && !env.DATABASE_URL)
  console.warn('WORKERS se ignora con la base embebida (PGlite vive en un solo proceso).');

if (workers === 1 || !cluster.isPrimary) {
  await startServer(env);
} else {
  await prepareDatabase(env);
  let stopping = false;
  const fork = (index: number) => {
    const worker = cluster.fork({
      SEED_DEMO: 'false',
      JOBS: index === 0 && env.JOBS ? 'true' : 'false',
    });
    worker.on('exit', (code, signal) => {
      if (stopping) return;
      console.error(`el proceso ${index + 1} terminó (${signal ?? code}); se inicia de nuevo`);
      setTimeout(() => fork(index), 1000);
    });
  };
  for (let index = 0; index < workers; index++) fork(index);
  const stop = (signal: NodeJS.Signals) => {
    stopping = true;
    for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill(signal);
  };
  process.once('SIGINT', () => stop('SIGINT'));
  process.once('SIGTERM', () => stop('SIGTERM'));
}
