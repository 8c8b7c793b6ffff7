import { createRequire } from 'node:module';

/**
 * transbank-sdk (Webpay Plus and Oneclick Mall) ships CommonJS whose named exports Node's ESM
 * loader cannot detect, while its typings are ES modules; loading it through `require` works
 * under node, tsx and vitest alike. Ground floor: config, the product's providers and the
 * development simulator all read the SDK from here.
 */
const require = createRequire(import.meta.url);
const sdk = require('transbank-sdk') as typeof import('transbank-sdk');

export const {
  WebpayPlus,
  Oneclick,
  TransactionDetail,
  Options,
  IntegrationApiKeys,
  IntegrationCommerceCodes,
  Environment,
} = sdk;
