import { NETWORK_ERROR_MESSAGE, RATE_LIMIT_MESSAGE } from './api-messages.ts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { errorMessage, postJson, statusOf } from './post-json.ts';

const answer = (status: number, body: unknown) =>
  vi.fn(async () => new Response(JSON.stringify(body), { status }));

afterEach(() => vi.unstubAllGlobals());

describe('postJson', () => {
  it('posts the body as JSON and resolves with the answer', async () => {
    const fetch = answer(200, { ok: true });
    vi.stubGlobal('fetch', fetch);
    await expect(postJson('/api/v1/x', { rut: '12345678-5' })).resolves.toEqual({ ok: true });
    const [path, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(path).toBe('/api/v1/x');
    expect(init.method).toBe('POST');
    expect(init.body).toBe('{"rut":"12345678-5"}');
    expect((init.headers as Record<string, string>)['Content-Type']).toBe('application/json');
  });

  it('rejects with the server’s Spanish message and the status', async () => {
    vi.stubGlobal('fetch', answer(404, { message: 'No encontramos a nadie con ese RUT.' }));
    const error = await postJson('/api/v1/x', {}).catch((e: unknown) => e);
    expect(errorMessage(error)).toBe('No encontramos a nadie con ese RUT.');
    expect(statusOf(error)).toBe(404);
  });

  it('says too many attempts on a 429 without a message, and no connection when nothing answers', async () => {
    vi.stubGlobal('fetch', answer(429, null));
    expect(errorMessage(await postJson('/x', {}).catch((e: unknown) => e))).toBe(
      RATE_LIMIT_MESSAGE,
    );
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('Failed to fetch');
      }),
    );
    const offline = await postJson('/x', {}).catch((e: unknown) => e);
    expect(errorMessage(offline)).toBe(NETWORK_ERROR_MESSAGE);
    expect(statusOf(offline)).toBeNull();
  });
});
