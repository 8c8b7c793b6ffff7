import { QueryClient, QueryClientProvider } from '@academias/shared/query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from '@academias/shared/router';
import * as api from '@academias/shared/api';
import type { callApi } from '../api/call-api.ts';
import type { EndpointInput, EndpointResponse } from '../contract/define.ts';
import type { StaffMember } from '../contract/users.ts';
import type { Academy } from '../contract/academies.ts';
import { contract, type Contract, type ContractKey } from '../contract/index.ts';
import { sessionStore } from '../session/index.ts';
import { UiProvider } from '../ui/ui-provider.tsx';
import { toaster } from '../ui/toaster.tsx';
import { loadCheckbox, loadControls } from '../ui/lazy-controls.ts';
import { loadLists } from '../ui/lazy-lists.ts';
import { loadOverlayViews } from '../ui/use-overlay-views.ts';
import { afterAll, vi } from 'vitest';

export { stubPhone } from '../ui/narrow-screen.test-helper.ts';
export { chargeSample, paymentSample } from './money-samples.ts';

// The kit's dialog and drawer frames come on demand, with the first intent to open one
// (ui/use-overlay-views.ts). A test renders a dialog open at once, as the app does once they are
// in; shared/src/ui/dialog-frame.test.tsx covers the fetch itself.
await loadOverlayViews();
// Likewise the checkbox, tabs, switches, radio groups... (ui/lazy-controls.ts) and the list kit
// (ui/lazy-lists.ts): the pages that show them fetch them with their own code;
// shared/src/ui/lazy-controls.fresh.test.tsx and lazy-lists.fresh.test.tsx cover the wait.
await Promise.all([loadControls(), loadCheckbox(), loadLists()]);

/**
 * The one way tests render a screen piece: inside the providers the shell gives a remote
 * (Chakra, a fresh query cache without retries, a router at `route`, no toast left from a test
 * before). For tests only.
 */
export const renderWithProviders = (
  ui: ReactNode,
  { route = '/', client }: { route?: string; client?: QueryClient } = {},
) => {
  // The toaster's store outlives a test's page (files share the worker's modules): none carries over.
  toaster.remove();
  const queryClient =
    client ??
    new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  return render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={[route]}>
        <UiProvider>{ui}</UiProvider>
      </MemoryRouter>
    </QueryClientProvider>,
  );
};

/** What the API client throws for an error answer (`isAxiosError` is how the helpers recognise it). */
export const apiFailure = (
  status: number,
  body: { message: string; field?: string; code?: string },
) =>
  Object.assign(new Error(body.message), { isAxiosError: true, response: { status, data: body } });

/** What each call answers in a component test, by the contract's endpoint name, typed by it. */
export type ContractAnswers = {
  [K in ContractKey]?: (
    input: EndpointInput<Contract[K]>,
  ) => EndpointResponse<Contract[K]> | Promise<EndpointResponse<Contract[K]>>;
};

/**
 * `callApi` as a spy for the calling test file, put back once the file is done: the test answers
 * it (`mockImplementation(answerCalls({...}))`, or `implementation` here). A spy on the API
 * module's export rather than `vi.mock`, so the file shares its worker's imported modules
 * (React, Chakra, the contract) instead of importing its own (docs/conventions.md, "Tests").
 * Call it once, at the file's top level. Note: `mockReset()` puts the real `callApi` back until
 * the next `mockImplementation`.
 */
export const spyOnCallApi = (implementation?: (...args: never[]) => unknown) => {
  const spy = vi.spyOn(api, 'callApi');
  if (implementation) spy.mockImplementation(implementation as typeof callApi);
  afterAll(() => spy.mockRestore());
  return spy;
};

/**
 * A stand-in for `callApi` (`vi.mocked(callApi).mockImplementation(answerCalls({...}))`): each
 * call is answered by its endpoint's entry (matched by name, so `routeOf` routes count too); a
 * call the test did not expect fails it.
 */
export const answerCalls = (answers: ContractAnswers) =>
  (async (endpoint: { name: string }, input?: unknown) => {
    const key = (Object.keys(answers) as ContractKey[]).find(
      (k) => contract[k].name === endpoint.name,
    );
    if (!key) throw new Error(`Llamada no esperada en la prueba: ${endpoint.name}`);
    return (answers[key] as (input: unknown) => unknown)(input ?? {});
  }) as unknown as typeof callApi;

/** A teacher as the API lists them, for a test's answers; `more` sets what the test is about. */
export const staffMember = (id: number, name: string, more: Partial<StaffMember> = {}) => {
  const [firstName = name, ...lastNames] = name.split(' ');
  return {
    id,
    type: 1,
    rut: '12.345.678-5',
    username: name.toLowerCase().replace(/\W/g, ''),
    firstName,
    lastName: lastNames.join(' '),
    name,
    email: null,
    phone: null,
    profileTypeId: null,
    disabled: false,
    academies: [],
    createdAt: '2026-01-01T00:00:00.000Z',
    ...more,
  } satisfies StaffMember;
};

/** Who is signed in for a page test: type 0 admin, 1 teacher, 2 student, 3 guardian. */
export const signInAs = (type: number, name = 'Ana Administradora', id = 1) =>
  sessionStore.getState().setSession({
    token: 't',
    refreshToken: 'r'.repeat(30),
    expiresAt: '2099-01-01T00:00:00.000Z',
    type,
    data: { id, name, username: name.toLowerCase().replace(/\W/g, '') },
    academies: [],
  });

export const signOut = () => sessionStore.getState().clearSession();

/** An academy as GET /api/v1/academies lists it, for a test's answers. */
export const academy = (id: number, name: string): Academy => ({
  id,
  name,
  description: null,
  address: null,
  phone: null,
  email: null,
  teachers: [],
  studentCount: 0,
  planCount: 0,
  createdAt: '2026-01-01T00:00:00.000Z',
});
