import { ONECLICK_CHILD_CODES } from '../../../transbank/integration-codes.ts';
import { localDteProvider } from '../../documents/dte-provider.ts';
import { emailAreaMailer } from '../../payments/confirmation-mailer.ts';
import type { AutopayContext } from '../autopay-context.ts';
import { createOneclickProvider } from '../provider/oneclick-provider.ts';

/**
 * kill -9 test support: an autopay context on `db` against the Oneclick simulator at
 * `simulatorUrl`, with the first child commerce code, logging only errors (the crash tests and
 * the child processes they kill).
 */
export const simulatorAutopayContext = (
  db: AutopayContext['db'],
  simulatorUrl: string,
  key: Buffer,
  logError: (...args: unknown[]) => void = console.error,
): AutopayContext => ({
  db,
  provider: createOneclickProvider({
    environment: 'simulator',
    simulatorBaseUrl: () => simulatorUrl,
  }),
  dte: localDteProvider,
  mailer: emailAreaMailer,
  log: {
    info: () => undefined,
    warn: () => undefined,
    error: logError,
  } as unknown as AutopayContext['log'],
  key,
  defaultChildCode: ONECLICK_CHILD_CODES[0],
  publicUrl: 'http://127.0.0.1',
  payLinks: { secret: new Uint8Array(32), publicUrl: 'http://127.0.0.1' },
});
