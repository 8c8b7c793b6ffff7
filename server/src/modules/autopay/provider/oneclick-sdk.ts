import { createRequire } from 'node:module';

/**
 * transbank-sdk's Oneclick Mall classes, loaded through `require` for the same reason as
 * payments/provider/transbank-sdk.ts (CommonJS whose named exports ESM cannot see).
 */
const require = createRequire(import.meta.url);
const sdk = require('transbank-sdk') as typeof import('transbank-sdk');

export const {
  Oneclick,
  TransactionDetail,
  Options,
  IntegrationApiKeys,
  IntegrationCommerceCodes,
  Environment,
} = sdk;
