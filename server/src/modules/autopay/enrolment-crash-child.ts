/**
 * kill -9 test support (enrolment-crash.test.ts): the return of a Oneclick inscription handled in
 * its own process on a PGlite folder, SIGKILLed at the step named, exactly as `kill -9` would.
 * Usage: tsx enrolment-crash-child.ts <dataDir> <simulatorBaseUrl> <token> <keyHex> <step>
 */
import { openPglite } from '../../db/client.ts';
import { finishReturn } from './finish-enrolment.ts';
import { simulatorAutopayContext } from './test-support/simulator-context.ts';

const [dataDir, simulatorUrl, token, keyHex, step] = process.argv.slice(2);
if (!dataDir || !simulatorUrl || !token || !keyHex || !step)
  throw new Error('uso: <dataDir> <simulador> <token> <clave> <paso>');
const database = await openPglite(dataDir);
const ctx = simulatorAutopayContext(database.db, simulatorUrl, Buffer.from(keyHex, 'hex'));
await finishReturn(ctx, token, new Date(), (at) => {
  if (at === step) process.kill(process.pid, 'SIGKILL');
});
await database.close();
process.exit(3);
