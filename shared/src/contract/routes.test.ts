import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { contract } from './index.ts';
import { routes } from './routes.ts';

const rowOf = (e: { name: string; method: string; path: string; binary?: boolean }) => ({
  name: e.name,
  method: e.method,
  path: e.path,
  ...(e.binary ? { binary: true } : {}),
});

/** routes.ts as it should be; written with `UPDATE_ROUTES=1` (then run prettier on it). */
const generated = () =>
  [
    '// Written by routes.test.ts from the contract (UPDATE_ROUTES=1): edit the contract, not this.',
    "import type { Contract } from './index.ts';",
    "import type { HttpMethod } from './define.ts';",
    '',
    'const table = {',
    ...Object.entries(contract).map(([key, e]) => `  ${key}: ${JSON.stringify(rowOf(e))},`),
    '} as const satisfies Partial<',
    '  Record<keyof Contract, { name: string; method: HttpMethod; path: string; binary?: true }>',
    '>;',
    '',
    '/**',
    " * Every call of the API by name, method and path, without its zod schemas, typed as the contract's",
    ' * endpoint: `callApi(routes.plans, ...)` is typed as `callApi(plans, ...)` but loads no zod (~59 KB',
    ' * gzip). For screens that only call the API; a form that validates imports its schema itself.',
    ' */',
    'export const routes = table as unknown as {',
    '  readonly [K in keyof typeof table & keyof Contract]: Contract[K];',
    '};',
    '',
  ].join('\n');

describe('routes (the contract without its schemas)', () => {
  // A call added to the contract fails here until routes.ts is written again:
  // UPDATE_ROUTES=1 pnpm --filter @academias/shared exec vitest run src/contract/routes.test.ts
  it("has every contract call's name, method, path and binary flag, and nothing else", () => {
    if (process.env.UPDATE_ROUTES)
      writeFileSync(fileURLToPath(new URL('./routes.ts', import.meta.url)), generated());
    expect(Object.fromEntries(Object.entries(routes).map(([k, e]) => [k, rowOf(e)]))).toEqual(
      Object.fromEntries(Object.entries(contract).map(([k, e]) => [k, rowOf(e)])),
    );
  });
});
