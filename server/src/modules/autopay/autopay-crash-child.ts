/**
 * kill -9 test support (autopay-crash.test.ts): one charging run on a PGlite folder, in its own
 * process, that kills itself with SIGKILL at the step named, exactly as `kill -9` would there.
 * Usage: tsx autopay-crash-child.ts <dataDir> <simulatorBaseUrl> <step> <keyHex> <nowIso>
 */
import { openPglite } from '../../db/client.ts';
import { runAutopay } from './charge-run.ts';
import { simulatorAutopayContext } from './test-support/simulator-context.ts';

const [dataDir, simulatorUrl, step, keyHex, nowIso] = process.argv.slice(2);
if (!dataDir || !simulatorUrl || !step || !keyHex || !nowIso)
  throw new Error('uso: <dataDir> <simulador> <paso> <clave> <ahora>');
const database = await openPglite(dataDir);
const ctx = simulatorAutopayContext(database.db, simulatorUrl, Buffer.from(keyHex, 'hex'));
await runAutopay(ctx, {
  now: new Date(nowIso),
  checkpoint: (at) => {
    if (at === step) process.kill(process.pid, 'SIGKILL');
  },
});
await database.close();
// Reaching here means the step never came: the test fails on the exit code.
process.exit(3);
