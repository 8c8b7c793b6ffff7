import axios, {
  AxiosHeaders,
  isAxiosError,
  type AxiosError,
  type InternalAxiosRequestConfig,
} from 'axios';
import { events } from '@academias/shared/events';
import { sessionStore, type Session } from '@academias/shared/session';
import { newRequestId } from './request-id.ts';
import { requestEnded, requestStarted } from './requests-in-flight.ts';

const LOGIN_PATH = '/auth/login';
const REFRESH_URL = '/api/auth/refresh';
/** Calls whose 401 means "wrong credentials / refresh refused", never "session expired". */
const AUTH_CALL = /\/api\/auth\//;

/** The one HTTP client of every front end: same origin, contract paths start with `/api`. */
export const apiClient = axios.create({
  // The builds leave axios' fetch adapter out (tooling/axios-xhr-only.ts).
  adapter: 'xhr',
  baseURL: '',
  timeout: 30_000,
  headers: { Accept: 'application/json' },
  // `a=1&a=2` for arrays, as fastify's querystring parser reads them.
  paramsSerializer: { indexes: null },
});

type RetriableConfig = InternalAxiosRequestConfig & { _retried?: boolean; _counted?: boolean };

let onUnauthorized = (): void => {
  if (typeof window !== 'undefined' && window.location.pathname !== LOGIN_PATH)
    window.location.assign(LOGIN_PATH);
};

/** The shell navigates with its router instead of a full page load. */
export const setUnauthorizedHandler = (handler: () => void): void => {
  onUnauthorized = handler;
};

let refreshing: Promise<Session | null> | null = null;

/** One refresh for any number of requests that got a 401 together. */
const refreshSession = (): Promise<Session | null> => {
  const refreshToken = sessionStore.getState().session?.refreshToken;
  if (!refreshToken) return Promise.resolve(null);
  refreshing ??= apiClient
    .post<Session>(REFRESH_URL, { refreshToken }, { _retried: true } as RetriableConfig)
    .then((res) => {
      sessionStore.getState().setSession(res.data);
      return res.data;
    })
    .catch(() => null)
    .finally(() => {
      refreshing = null;
    });
  return refreshing;
};

const expireSession = (url: string): void => {
  sessionStore.getState().clearSession();
  events.emit('auth:unauthorized', { url });
  onUnauthorized();
};

/** Binary calls get their JSON error body as a Blob; read it so callers see the message. */
const readBlobError = async (error: AxiosError): Promise<void> => {
  const data = error.response?.data;
  if (typeof Blob !== 'undefined' && data instanceof Blob && data.type.includes('json')) {
    try {
      error.response!.data = JSON.parse(await data.text());
    } catch {
      // keep the blob: toApiError falls back to a generic message
    }
  }
};

apiClient.interceptors.request.use((config: RetriableConfig) => {
  config._counted = true;
  requestStarted();
  config.headers = AxiosHeaders.from(config.headers);
  // Logged by the server with the call: one user action can be followed in the logs.
  if (!config.headers.has('X-Request-Id')) config.headers.set('X-Request-Id', newRequestId());
  const token = sessionStore.getState().session?.token;
  if (token && !config.headers.has('Authorization'))
    config.headers.set('Authorization', `Bearer ${token}`);
  return config;
});

apiClient.interceptors.response.use(
  (response) => {
    if ((response.config as RetriableConfig)._counted) requestEnded();
    return response;
  },
  async (error: unknown) => {
    const config = (isAxiosError(error) ? error.config : undefined) as RetriableConfig | undefined;
    if (config?._counted) {
      config._counted = false;
      requestEnded();
    }
    if (!isAxiosError(error)) {
      console.error('error generated', error);
      throw error;
    }
    await readBlobError(error);
    const url = config?.url ?? '';
    if (error.response?.status === 401 && config && !AUTH_CALL.test(url)) {
      if (!config._retried) {
        config._retried = true;
        const session = await refreshSession();
        if (session) {
          config.headers.set('Authorization', `Bearer ${session.token}`);
          return apiClient.request(config);
        }
      }
      console.error('error generated', error);
      expireSession(url);
      throw error;
    }
    console.error('error generated', error);
    throw error;
  },
);
