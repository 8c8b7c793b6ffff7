/**
 * kill -9 test support (payments-crash.test.ts): the whole server (jobs on) on a PGlite folder in
 * its own process. With `crash-after-commit` it SIGKILLs itself right after Transbank answered a
 * commit, before the payment is written: the payment stays 'por_confirmar' while the money is
 * taken. Usage: tsx payments-crash-child.ts <dataDir> <port> <serve|crash-after-commit> <jwtSecret>
 */
import { buildApp } from '../../app.ts';
import { openPglite } from '../../db/client.ts';
import { modules } from '../index.ts';
import { createPaymentsModule, paymentsModule } from './module.ts';
import { createWebpayProvider } from './provider/webpay-provider.ts';

const [dataDir, port, mode, jwtSecret] = process.argv.slice(2);
if (!dataDir || !port || !mode || !jwtSecret)
  throw new Error('uso: <dataDir> <puerto> <modo> <jwt>');
const origin = `http://127.0.0.1:${port}`;
const real = createWebpayProvider({
  environment: 'simulator',
  simulatorBaseUrl: () => `${origin}/webpay-sim`,
});
const provider = {
  ...real,
  commit: async (token: string) => {
    const answer = await real.commit(token);
    if (mode === 'crash-after-commit') process.kill(process.pid, 'SIGKILL');
    return answer;
  },
};
const database = await openPglite(dataDir);
const app = await buildApp({
  logger: false,
  database,
  env: { JOBS: true, PUBLIC_URL: origin, JWT_SECRET: jwtSecret },
  modules: [...modules.filter((m) => m !== paymentsModule), createPaymentsModule({ provider })],
});
await app.listen({ port: Number(port), host: '127.0.0.1' });
process.stdout.write('listening\n');
const stop = async () => {
  await app.close();
  await database.close();
  process.exit(0);
};
process.on('SIGTERM', () => void stop());
