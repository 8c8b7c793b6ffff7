import { createRequire } from 'node:module';

/**
 * transbank-sdk ships CommonJS whose named exports Node's ESM loader cannot detect, while its
 * typings are ES modules; loading it through `require` works under node, tsx and vitest alike.
 */
const require = createRequire(import.meta.url);
const sdk = require('transbank-sdk') as typeof import('transbank-sdk');

export const { WebpayPlus, Options, IntegrationApiKeys, IntegrationCommerceCodes, Environment } =
  sdk;
