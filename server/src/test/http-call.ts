import type { FixtureUser, TestApp } from './test-app.ts';

/** A call over real HTTP to a listening test app as a fixture user (or anonymous). */
export type HttpApi<Answer = { status: number; json: any }> = (
  as: FixtureUser | null,
  method: 'GET' | 'POST' | 'PUT',
  path: string,
  body?: unknown,
) => Promise<Answer>;

/** `fetch` of a path of `origin` with that user's bearer token and the body as JSON. */
export const fetchAs =
  (origin: string, tokens: TestApp['tokens']) =>
  (as: FixtureUser | null, method: string, path: string, body?: unknown) =>
    fetch(`${origin}${path}`, {
      method,
      headers: {
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...(as ? { authorization: `Bearer ${tokens[as]}` } : {}),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });

/** The status and the JSON body (null when empty) of an answer. */
export const jsonOf = async (response: Response) => {
  const text = await response.text();
  return { status: response.status, json: text ? JSON.parse(text) : null };
};
