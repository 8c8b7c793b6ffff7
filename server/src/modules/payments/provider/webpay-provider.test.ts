import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import {
  INTEGRATION_API_KEY,
  INTEGRATION_COMMERCE_CODE,
} from '../../../transbank/integration-codes.ts';
import { createWebpayProvider, WebpayRejection } from './webpay-provider.ts';

describe('Webpay provider configuration', () => {
  it('production needs its own commerce code and key', () => {
    expect(() => createWebpayProvider({ environment: 'production' })).toThrow(
      /WEBPAY_COMMERCE_CODE/,
    );
    expect(
      createWebpayProvider({ environment: 'production', commerceCode: '597000000001', apiKey: 'k' })
        .environment,
    ).toBe('production');
  });

  it('sends the configured key pair and turns Transbank 4xx answers into WebpayRejection', async () => {
    const seen: Record<string, string | undefined> = {};
    const server = createServer((req, res) => {
      seen.id = req.headers['tbk-api-key-id'] as string;
      seen.secret = req.headers['tbk-api-key-secret'] as string;
      seen.url = req.url;
      res
        .writeHead(422, { 'content-type': 'application/json' })
        .end(JSON.stringify({ error_message: 'Invalid status' }));
    });
    await new Promise<void>((resolve) => server.listen(8119, '127.0.0.1', resolve));
    try {
      const port = (server.address() as AddressInfo).port;
      const provider = createWebpayProvider({
        environment: 'simulator',
        simulatorBaseUrl: () => `http://127.0.0.1:${port}/webpay-sim`,
      });
      const error = await provider.commit('a'.repeat(64)).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(WebpayRejection);
      expect((error as WebpayRejection).httpStatus).toBe(422);
      expect(seen).toEqual({
        id: INTEGRATION_COMMERCE_CODE,
        secret: INTEGRATION_API_KEY,
        url: `/webpay-sim/rswebpaytransaction/api/webpay/v1.2/transactions/${'a'.repeat(64)}`,
      });
    } finally {
      server.close();
    }
  });
});
