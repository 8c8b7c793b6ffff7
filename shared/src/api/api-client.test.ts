// @vitest-environment happy-dom
import { events } from '@academias/shared/events';
import { DATA_TYPE_KEY, SESSION_KEY, sessionStore, type Session } from '@academias/shared/session';
import {
  AxiosError,
  AxiosHeaders,
  type AxiosAdapter,
  type AxiosResponse,
  type InternalAxiosRequestConfig,
} from 'axios';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { defineEndpoint } from '../contract/define.ts';
import { z } from 'zod';
import { apiClient, setUnauthorizedHandler } from './api-client.ts';
import { toApiError } from './api-error.ts';
import { callApi } from './call-api.ts';
import { requestsStore } from './requests-in-flight.ts';

const session = (token: string): Session => ({
  token,
  refreshToken: `refresh-${token}-0123456789`,
  expiresAt: '2026-11-22T05:00:00.000Z',
  type: 0,
  data: { id: 1, name: 'Admin', username: 'admin' },
  academies: [],
});

type Handler = (
  config: InternalAxiosRequestConfig,
) => { status: number; data?: unknown } | Promise<{ status: number; data?: unknown }>;

/** A fake network: every request goes to `handler`; non-2xx answers reject like axios does. */
const serve = (handler: Handler): InternalAxiosRequestConfig[] => {
  const seen: InternalAxiosRequestConfig[] = [];
  const adapter: AxiosAdapter = async (config) => {
    seen.push(config);
    const { status, data } = await handler(config);
    const response: AxiosResponse = {
      status,
      statusText: String(status),
      data,
      headers: {},
      config,
    };
    if (status >= 200 && status < 300) return response;
    throw new AxiosError(`HTTP ${status}`, AxiosError.ERR_BAD_RESPONSE, config, {}, response);
  };
  apiClient.defaults.adapter = adapter;
  return seen;
};

const auth = (c: InternalAxiosRequestConfig) => AxiosHeaders.from(c.headers).get('Authorization');

describe('api client', () => {
  const onUnauthorized = vi.fn();
  let logged: ReturnType<typeof vi.spyOn>;

  beforeEach(() => {
    localStorage.clear();
    sessionStore.getState().setSession(session('old'));
    setUnauthorizedHandler(onUnauthorized);
    onUnauthorized.mockReset();
    logged = vi.spyOn(console, 'error').mockImplementation(() => {});
  });
  afterEach(() => {
    logged.mockRestore();
    requestsStore.setState({ inFlight: 0 });
  });

  it('sends the bearer token of the stored session', async () => {
    const seen = serve(() => ({ status: 200, data: { ok: true } }));
    await apiClient.get('/api/v1/teachers');
    expect(auth(seen[0]!)).toBe('Bearer old');
  });

  it('on a 401 refreshes once, stores the new session and repeats the call', async () => {
    const seen = serve((c) => {
      if (c.url === '/api/auth/refresh') return { status: 200, data: session('new') };
      return auth(c) === 'Bearer new'
        ? { status: 200, data: { items: [] } }
        : { status: 401, data: { message: 'Sesión expirada' } };
    });
    const res = await apiClient.get('/api/v1/teachers');
    expect(res.data).toEqual({ items: [] });
    expect(seen.map((c) => c.url)).toEqual([
      '/api/v1/teachers',
      '/api/auth/refresh',
      '/api/v1/teachers',
    ]);
    expect(JSON.parse(seen[1]!.data as string)).toEqual({ refreshToken: 'refresh-old-0123456789' });
    expect(sessionStore.getState().session?.token).toBe('new');
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it('shares one refresh between requests that fail together', async () => {
    const seen = serve((c) => {
      if (c.url === '/api/auth/refresh') return { status: 200, data: session('new') };
      return auth(c) === 'Bearer new' ? { status: 200, data: 1 } : { status: 401 };
    });
    await Promise.all([
      apiClient.get('/api/v1/a'),
      apiClient.get('/api/v1/b'),
      apiClient.get('/api/v1/c'),
    ]);
    expect(seen.filter((c) => c.url === '/api/auth/refresh')).toHaveLength(1);
  });

  it('when the refresh fails: clears session and marker, announces it, goes to login, rethrows', async () => {
    const unauthorized = vi.fn();
    const off = events.on('auth:unauthorized', unauthorized);
    serve((c) =>
      c.url === '/api/auth/refresh'
        ? { status: 401, data: { message: 'No válido' } }
        : { status: 401 },
    );
    await expect(apiClient.get('/api/v1/teachers')).rejects.toMatchObject({
      response: { status: 401 },
    });
    off();
    expect(localStorage.getItem(SESSION_KEY)).toBeNull();
    expect(localStorage.getItem(DATA_TYPE_KEY)).toBeNull();
    expect(sessionStore.getState().session).toBeNull();
    expect(unauthorized).toHaveBeenCalledWith({ url: '/api/v1/teachers' });
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
    expect(logged).toHaveBeenCalledWith('error generated', expect.anything());
  });

  it('a 401 from login is a wrong password, not an expired session: nothing is cleared', async () => {
    const seen = serve(() => ({
      status: 401,
      data: { message: 'Usuario o contraseña incorrectos' },
    }));
    await expect(
      apiClient.post('/api/auth/login', { username: 'a', password: 'b' }),
    ).rejects.toBeInstanceOf(AxiosError);
    expect(seen).toHaveLength(1);
    expect(sessionStore.getState().session?.token).toBe('old');
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it('logs and rethrows any other failure with its Spanish body readable', async () => {
    serve(() => ({ status: 409, data: { message: 'El RUT ya está registrado', field: 'rut' } }));
    const error = await apiClient.post('/api/v1/createStudents', {}).catch((e: unknown) => e);
    expect(toApiError(error)).toEqual({
      status: 409,
      message: 'El RUT ya está registrado',
      field: 'rut',
    });
    expect(logged).toHaveBeenCalledWith('error generated', error);
    expect(sessionStore.getState().session).not.toBeNull();
  });

  it('counts requests in flight, down again on success and on failure', async () => {
    const counts: number[] = [];
    const off = events.on('requests:changed', ({ inFlight }) => counts.push(inFlight));
    let release!: () => void;
    const gate = new Promise<void>((r) => (release = r));
    serve(async (c) => {
      await gate;
      return c.url === '/api/v1/bad' ? { status: 500 } : { status: 200, data: 1 };
    });
    const a = apiClient.get('/api/v1/good');
    const b = apiClient.get('/api/v1/bad').catch(() => undefined);
    await vi.waitFor(() => expect(requestsStore.getState().inFlight).toBe(2));
    release();
    await Promise.all([a, b]);
    off();
    expect(requestsStore.getState().inFlight).toBe(0);
    expect(counts).toEqual([1, 2, 1, 0]);
  });

  it('a network failure is told apart from a server answer', async () => {
    apiClient.defaults.adapter = async (config) => {
      throw new AxiosError('Network Error', AxiosError.ERR_NETWORK, config);
    };
    const error = await apiClient.get('/api/v1/teachers').catch((e: unknown) => e);
    expect(toApiError(error)).toMatchObject({ status: null, code: 'network' });
    expect(requestsStore.getState().inFlight).toBe(0);
  });
});

describe('callApi', () => {
  beforeEach(() => {
    localStorage.clear();
    sessionStore.getState().setSession(session('tok'));
  });

  const byAcademy = defineEndpoint({
    name: 'studentsByAcademy',
    method: 'GET',
    path: '/api/v1/studentsByAcademy/:academyId',
    access: ['admin'],
    summary: 'test',
    params: z.object({ academyId: z.number() }),
    query: z.object({ page: z.number(), search: z.string().optional() }),
    response: z.object({ items: z.array(z.string()) }),
  });
  const deletePlan = defineEndpoint({
    name: 'deletePlan',
    method: 'POST',
    path: '/api/v1/deletePlan',
    access: ['admin'],
    summary: 'test',
    body: z.object({ ID: z.number() }),
    response: z.object({ ok: z.literal(true) }),
  });
  const pdf = defineEndpoint({
    name: 'generatePDF',
    method: 'GET',
    path: '/api/v1/generatePDF/',
    access: ['admin'],
    summary: 'test',
    response: z.any(),
    binary: true,
  });

  it('fills path params and sends GET input as the query string', async () => {
    const seen = serve(() => ({ status: 200, data: { items: ['a'] } }));
    const res = await callApi(byAcademy, {
      params: { academyId: 4 },
      query: { page: 2, search: 'ana' },
    });
    expect(res.items).toEqual(['a']);
    expect(seen[0]).toMatchObject({
      url: '/api/v1/studentsByAcademy/4',
      method: 'get',
      params: { page: 2, search: 'ana' },
    });
  });

  it('sends POST input as a JSON body with docs/spec.md keys', async () => {
    const seen = serve(() => ({ status: 200, data: { ok: true } }));
    await callApi(deletePlan, { body: { ID: 9 } });
    expect(seen[0]!.method).toBe('post');
    expect(JSON.parse(seen[0]!.data as string)).toEqual({ ID: 9 });
  });

  it('asks for a blob on binary endpoints', async () => {
    const seen = serve(() => ({ status: 200, data: new Blob(['%PDF']) }));
    await callApi(pdf);
    expect(seen[0]!.responseType).toBe('blob');
  });
});
