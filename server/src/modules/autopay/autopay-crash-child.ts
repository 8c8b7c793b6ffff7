/**
 * kill -9 test support (autopay-crash.test.ts): one charging run on a PGlite folder, in its own
 * process, that kills itself with SIGKILL at the step named, exactly as `kill -9` would there.
 * Usage: tsx autopay-crash-child.ts <dataDir> <simulatorBaseUrl> <step> <keyHex> <nowIso>
 */
import { openPglite } from '../../db/client.ts';
import { ONECLICK_CHILD_CODES } from '../../transbank/integration-codes.ts';
import { localDteProvider } from '../documents/dte-provider.ts';
import { emailAreaMailer } from '../payments/confirmation-mailer.ts';
import type { AutopayContext } from './autopay-context.ts';
import { runAutopay } from './charge-run.ts';
import { createOneclickProvider } from './provider/oneclick-provider.ts';

const [dataDir, simulatorUrl, step, keyHex, nowIso] = process.argv.slice(2);
if (!dataDir || !simulatorUrl || !step || !keyHex || !nowIso)
  throw new Error('uso: <dataDir> <simulador> <paso> <clave> <ahora>');
const database = await openPglite(dataDir);
const quiet = {
  info: () => undefined,
  warn: () => undefined,
  error: (...args: unknown[]) => console.error(...args),
} as unknown as AutopayContext['log'];
const ctx: AutopayContext = {
  db: database.db,
  provider: createOneclickProvider({
    environment: 'simulator',
    simulatorBaseUrl: () => simulatorUrl,
  }),
  dte: localDteProvider,
  mailer: emailAreaMailer,
  log: quiet,
  key: Buffer.from(keyHex, 'hex'),
  defaultChildCode: ONECLICK_CHILD_CODES[0],
  publicUrl: 'http://127.0.0.1',
  payLinks: { secret: new Uint8Array(32), publicUrl: 'http://127.0.0.1' },
};
await runAutopay(ctx, {
  now: new Date(nowIso),
  checkpoint: (at) => {
    if (at === step) process.kill(process.pid, 'SIGKILL');
  },
});
await database.close();
// Reaching here means the step never came: the test fails on the exit code.
process.exit(3);
