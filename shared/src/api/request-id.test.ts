// @vitest-environment happy-dom
import { AxiosHeaders, type AxiosAdapter, type InternalAxiosRequestConfig } from 'axios';
import { afterEach, describe, expect, it } from 'vitest';
import { apiClient } from './api-client.ts';
import { newRequestId } from './request-id.ts';

const original = apiClient.defaults.adapter;
afterEach(() => {
  apiClient.defaults.adapter = original;
});

describe('request id', () => {
  it('every call carries its own x-request-id, in the form the server accepts', async () => {
    const seen: InternalAxiosRequestConfig[] = [];
    const adapter: AxiosAdapter = async (config) => {
      seen.push(config);
      return { status: 200, statusText: 'OK', data: {}, headers: {}, config };
    };
    apiClient.defaults.adapter = adapter;
    await apiClient.get('/api/health');
    await apiClient.get('/api/health', { headers: { 'X-Request-Id': 'given-by-caller' } });
    const ids = seen.map((c) => AxiosHeaders.from(c.headers).get('X-Request-Id'));
    expect(ids[0]).toMatch(/^[\w-]{1,64}$/);
    expect(ids[1]).toBe('given-by-caller');
    expect(newRequestId()).not.toBe(newRequestId());
  });
});
