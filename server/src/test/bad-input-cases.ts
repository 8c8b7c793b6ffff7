import type { Endpoint } from '@academias/shared/contract';
import type { InjectOptions } from 'fastify';
import type { z } from 'zod';

/**
 * Generates bad inputs for one contract call from its zod schemas: a valid-looking baseline for
 * every part, then, per leaf field, the baseline with that one field spoiled (wrong type,
 * impossible date, control characters, huge size, non-integer ids). Driven only by the schemas,
 * so a call added to the contract is probed the day it lands.
 */

// oxlint-disable-next-line typescript/no-explicit-any
type AnyEndpoint = Endpoint<any, any, any, any>;
type Part = 'body' | 'params' | 'query';

interface Def {
  type: string;
  shape?: Record<string, z.ZodType>;
  innerType?: z.ZodType;
  in?: z.ZodType;
  element?: z.ZodType;
  options?: z.ZodType[];
  entries?: Record<string, string | number>;
  values?: unknown[];
}
const defOf = (schema: z.ZodType): Def => (schema as unknown as { _zod: { def: Def } })._zod.def;

/** Optional/default/pipe wrappers around the schema that says what the value is. */
const unwrap = (schema: z.ZodType): z.ZodType => {
  const def = defOf(schema);
  if (
    def.innerType &&
    ['optional', 'nullable', 'default', 'prefault', 'readonly', 'catch', 'nonoptional'].includes(
      def.type,
    )
  ) {
    return unwrap(def.innerType);
  }
  if (def.type === 'pipe' && def.in) {
    const inner = defOf(def.in);
    // z.preprocess is a pipe from a transform: the value is described by the output side.
    return inner.type === 'transform'
      ? unwrap((def as unknown as { out: z.ZodType }).out)
      : unwrap(def.in);
  }
  return schema;
};

const STRING_CANDIDATES = [
  'Prueba',
  '1',
  'Clave.Segura.2026',
  '2026-01-15',
  '2026-01',
  'prueba@correo.cl',
  '11.111.111-1',
  '1',
  'a'.repeat(64),
  '10:00',
];
const NUMBER_CANDIDATES = [1, 1000, 10, 0];

/** A value the schema accepts, or undefined when none of the guesses fits. */
export const sample = (schema: z.ZodType): unknown => {
  const inner = unwrap(schema);
  const def = defOf(inner);
  const fits = (value: unknown) => schema.safeParse(value).success;
  switch (def.type) {
    case 'object': {
      const value = Object.fromEntries(
        Object.entries(def.shape ?? {}).map(([key, field]) => [key, sample(field)]),
      );
      return value;
    }
    case 'string':
      return STRING_CANDIDATES.find(fits) ?? 'Prueba';
    case 'number':
    case 'int':
      return NUMBER_CANDIDATES.find(fits) ?? 1;
    case 'boolean':
      return false;
    case 'enum':
      return Object.values(def.entries ?? {})[0];
    case 'literal':
      return def.values?.[0];
    case 'array':
      return def.element ? [sample(def.element)] : [];
    case 'union':
      return (def.options ?? []).map(sample).find(fits) ?? sample(def.options?.[0] as z.ZodType);
    default:
      return fits('x') ? 'x' : undefined;
  }
};

interface Leaf {
  path: (string | number)[];
  kind: 'string' | 'number' | 'boolean' | 'other';
  dateLike: boolean;
}

/** Every leaf field under a baseline value, with what kind of value the schema wants there. */
const leaves = (schema: z.ZodType, value: unknown, path: (string | number)[] = []): Leaf[] => {
  const def = defOf(unwrap(schema));
  if (def.type === 'object' && def.shape) {
    return Object.entries(def.shape).flatMap(([key, field]) =>
      leaves(field, (value as Record<string, unknown> | undefined)?.[key], [...path, key]),
    );
  }
  if (def.type === 'array' && def.element)
    return leaves(def.element, (value as unknown[] | undefined)?.[0], [...path, 0]);
  const kind =
    def.type === 'string' || def.type === 'number' || def.type === 'boolean' ? def.type : 'other';
  return [
    { path, kind, dateLike: typeof value === 'string' && /^\d{4}-\d{2}(-\d{2})?$/.test(value) },
  ];
};

const withValue = (base: unknown, path: (string | number)[], value: unknown): unknown => {
  if (path.length === 0) return value;
  const [head, ...rest] = path as [string | number, ...(string | number)[]];
  const copy = (Array.isArray(base) ? [...base] : { ...(base as object) }) as Record<
    string | number,
    unknown
  >;
  copy[head] = withValue(copy[head], rest, value);
  return copy;
};

const HUGE = 'x'.repeat(200_000);
/** JSON bodies carry types: every leaf gets the values a client could send by mistake or malice. */
const bodyValues = (leaf: Leaf): [string, unknown][] => {
  const common: [string, unknown][] = [
    [leaf.kind === 'other' ? 'objeto?' : 'objeto', { a: 1 }],
    ['NUL', 'a\u0000b'],
    ['control', 'a\u0007b'],
    ['enorme?', HUGE],
  ];
  if (leaf.kind === 'number') {
    return [
      ...common,
      ['texto exponente', '1e3'],
      ['booleano', true],
      ['arreglo', [5]],
      ['fracción?', 1.5],
      ['gigante?', 1e300],
      ['fuera de int4?', 2 ** 31],
    ];
  }
  const dates: [string, unknown][] = leaf.dateLike
    ? [
        ['fecha imposible', '2026-02-30'],
        ['mes 13', '2026-13-01'],
        ['fecha cero', '0000-00-00'],
        ['período cero', '0000-00'],
      ]
    : [['fecha imposible?', '2026-02-30']];
  return [...common, ...dates, ['número?', 12345]];
};
/** Query strings and path params are text: the bad values are texts (and repeated keys). */
const textValues = (leaf: Leaf): [string, string][] => [
  ['NUL', 'a\u0000b'],
  ['control', 'a\u0007b'],
  ['enorme?', 'x'.repeat(3000)],
  ...(leaf.dateLike
    ? ([
        ['fecha imposible', '2026-02-30'],
        ['mes 13', '2026-13-01'],
        ['fecha cero', '0000-00-00'],
        ['año cero', '0000-01'],
      ] as [string, string][])
    : ([['fecha imposible?', '2026-02-30']] as [string, string][])),
  ...(leaf.kind === 'number'
    ? ([
        ['exponente', '1e3'],
        ['fuera de int4?', '99999999999'],
        ['fracción?', '1.5'],
        ['hex', '0x10'],
        ['negativo?', '-1'],
        ['vacío?', ''],
      ] as [string, string][])
    : []),
];

export interface BadCase {
  name: string;
  request: InjectOptions;
  /**
   * The value is wrong whatever the field (control characters, impossible dates, numbers that are
   * not plain integers, an object for a scalar): the call must be refused. Labels ending in `?`
   * may be valid for some fields (a fraction in a percent, a long HTML body): only no 5xx.
   */
  mustRefuse: boolean;
}

const toQuery = (value: Record<string, unknown>): string =>
  Object.entries(value)
    .filter(([, v]) => v !== undefined && v !== null)
    .flatMap(([k, v]) => (Array.isArray(v) ? v.map((item) => [k, item]) : [[k, v]]))
    .map(([k, v]) => `${encodeURIComponent(String(k))}=${encodeURIComponent(String(v))}`)
    .join('&');

/** Every bad input for one endpoint: one field spoiled at a time, the rest of the baseline intact. */
export const badCasesFor = (endpoint: AnyEndpoint): BadCase[] => {
  const base: Record<Part, Record<string, unknown>> = {
    body: endpoint.body ? ((sample(endpoint.body) as Record<string, unknown>) ?? {}) : {},
    params: endpoint.params ? ((sample(endpoint.params) as Record<string, unknown>) ?? {}) : {},
    query: endpoint.query ? ((sample(endpoint.query) as Record<string, unknown>) ?? {}) : {},
  };
  const build = (part: Part, spoiled: unknown): InjectOptions => {
    const values = { ...base, [part]: spoiled } as Record<Part, Record<string, unknown>>;
    const path = endpoint.path.replace(/:([A-Za-z_]+)/g, (_, key: string) =>
      encodeURIComponent(String(values.params[key] ?? '1')),
    );
    const query = toQuery(values.query);
    return {
      method: endpoint.method,
      url: query ? `${path}?${query}` : path,
      ...(endpoint.method === 'GET' || !endpoint.body ? {} : { payload: values.body as object }),
    };
  };
  const cases: BadCase[] = [];
  for (const part of ['body', 'params', 'query'] as const) {
    const schema = endpoint[part] as z.ZodType | undefined;
    if (!schema) continue;
    for (const leaf of leaves(schema, base[part])) {
      const values: [string, unknown][] = part === 'body' ? bodyValues(leaf) : textValues(leaf);
      for (const [label, value] of values) {
        cases.push({
          name: `${part}.${leaf.path.join('.')} ${label}`,
          request: build(part, withValue(base[part], leaf.path, value)),
          mustRefuse: !label.endsWith('?'),
        });
      }
      if (part === 'query' && leaf.path.length === 1) {
        const repeated = { ...base.query, [leaf.path[0] as string]: ['1', '2'] };
        cases.push({
          name: `${part}.${leaf.path.join('.')} repetido?`,
          request: build(part, repeated),
          mustRefuse: false,
        });
      }
    }
  }
  return cases;
};
