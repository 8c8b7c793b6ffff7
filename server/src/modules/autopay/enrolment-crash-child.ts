/**
 * kill -9 test support (enrolment-crash.test.ts): the return of a Oneclick inscription handled in
 * its own process on a PGlite folder, SIGKILLed at the step named, exactly as `kill -9` would.
 * Usage: tsx enrolment-crash-child.ts <dataDir> <simulatorBaseUrl> <token> <keyHex> <step>
 */
import { openPglite } from '../../db/client.ts';
import { ONECLICK_CHILD_CODES } from '../../transbank/integration-codes.ts';
import { localDteProvider } from '../documents/dte-provider.ts';
import { emailAreaMailer } from '../payments/confirmation-mailer.ts';
import type { AutopayContext } from './autopay-context.ts';
import { finishReturn } from './finish-enrolment.ts';
import { createOneclickProvider } from './provider/oneclick-provider.ts';

const [dataDir, simulatorUrl, token, keyHex, step] = process.argv.slice(2);
if (!dataDir || !simulatorUrl || !token || !keyHex || !step)
  throw new Error('uso: <dataDir> <simulador> <token> <clave> <paso>');
const database = await openPglite(dataDir);
const ctx: AutopayContext = {
  db: database.db,
  provider: createOneclickProvider({
    environment: 'simulator',
    simulatorBaseUrl: () => simulatorUrl,
  }),
  dte: localDteProvider,
  mailer: emailAreaMailer,
  log: {
    info: () => undefined,
    warn: () => undefined,
    error: console.error,
  } as unknown as AutopayContext['log'],
  key: Buffer.from(keyHex, 'hex'),
  defaultChildCode: ONECLICK_CHILD_CODES[0],
  publicUrl: 'http://127.0.0.1',
  payLinks: { secret: new Uint8Array(32), publicUrl: 'http://127.0.0.1' },
};
await finishReturn(ctx, token, new Date(), (at) => {
  if (at === step) process.kill(process.pid, 'SIGKILL');
});
await database.close();
process.exit(3);
