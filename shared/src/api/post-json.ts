import { NETWORK_ERROR_MESSAGE, UNKNOWN_ERROR_MESSAGE, failedCallMessage } from './api-messages.ts';

/** A failed call: the Spanish message to show and the HTTP status (null: no answer arrived). */
export class CallError extends Error {
  constructor(
    message: string,
    readonly status: number | null,
  ) {
    super(message);
    this.name = 'CallError';
  }
}

/** As the app's client: a call that has not answered in 30 s counts as no connection. */
const TIMEOUT_MS = 30_000;

/**
 * POSTs JSON to the API with `fetch`, for the public pages whose first load must stay light (the
 * payment portal, the login page): no axios, no session. `X-Request-Id` lets an operator find the
 * call in the server's logs, as with the app's client.
 */
export const postJson = async <T>(path: string, body: unknown): Promise<T> => {
  let response: Response;
  try {
    response = await fetch(path, {
      method: 'POST',
      headers: {
        Accept: 'application/json',
        'Content-Type': 'application/json',
        // Only in secure contexts; elsewhere the server names the call itself.
        ...(typeof globalThis.crypto?.randomUUID === 'function'
          ? { 'X-Request-Id': crypto.randomUUID() }
          : {}),
      },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
  } catch {
    throw new CallError(NETWORK_ERROR_MESSAGE, null);
  }
  const data: unknown = await response.json().catch(() => null);
  if (!response.ok) throw new CallError(failedCallMessage(response.status, data), response.status);
  return data as T;
};

/** The message to show for a failed call. */
export const errorMessage = (error: unknown): string =>
  error instanceof CallError ? error.message : UNKNOWN_ERROR_MESSAGE;

/** The HTTP status of a failed call, or null when no answer arrived. */
export const statusOf = (error: unknown): number | null =>
  error instanceof CallError ? error.status : null;
