import { type SQL, SQL as SqlClass, StringChunk } from 'drizzle-orm';

/**
 * A raw `sql` query's text (`$1`, `$2`...) and parameters, the same as Drizzle's
 * `dialect.sqlToQuery` gives, for the chunks the repositories' raw queries are made of: text,
 * nested `sql`, `sql.join`, plain values. Drizzle's compiler tests every chunk against a dozen
 * classes through its prototype chain and builds and merges an object per chunk; for a list
 * query that was a fifth of its Node time per request (docs/performance.md, session 13). Here a
 * fragment without parameters (the module-level column lists and joins) is compiled once and
 * remembered. Anything else (columns, tables, `sql.param`, placeholders, inlined parameters)
 * answers undefined, and the caller lets Drizzle compile the query.
 */
export const compileSql = (query: SQL): { sql: string; params: unknown[] } | undefined => {
  const params: unknown[] = [];
  const text = compileNode(query, params);
  return text === undefined ? undefined : { sql: text, params };
};

/** Texts of fragments that hold no parameter, per fragment object. */
const constantText = new WeakMap<SQL, string>();
// Short fragments are quicker to compile again than to look up and keep.
const REMEMBERED_LENGTH = 48;

const compileNode = (node: SQL, params: unknown[]): string | undefined => {
  const known = constantText.get(node);
  if (known !== undefined) return known;
  if ((node as unknown as { shouldInlineParams: boolean }).shouldInlineParams) return undefined;
  const before = params.length;
  const text = compileChunks(node.queryChunks, params);
  if (text !== undefined && params.length === before && text.length >= REMEMBERED_LENGTH)
    constantText.set(node, text);
  return text;
};

const compileChunks = (chunks: readonly unknown[], params: unknown[]): string | undefined => {
  let text = '';
  for (const chunk of chunks) {
    const part = compileChunk(chunk, params);
    if (part === undefined) return undefined;
    text += part;
  }
  return text;
};

const compileChunk = (chunk: unknown, params: unknown[]): string | undefined => {
  if (chunk instanceof StringChunk) {
    const value = chunk.value;
    return value.length === 1 ? value[0] : value.join('');
  }
  if (chunk instanceof SqlClass) return compileNode(chunk, params);
  if (chunk === undefined) return '';
  if (chunk === null || typeof chunk === 'string' || typeof chunk === 'number')
    return parameter(chunk, params);
  if (typeof chunk === 'boolean' || typeof chunk === 'bigint') return parameter(chunk, params);
  // Drizzle writes an array of values as a parenthesised list of parameters.
  if (Array.isArray(chunk)) {
    const items: string[] = [];
    for (const item of chunk) {
      const part = compileChunk(item, params);
      if (part === undefined) return undefined;
      items.push(part);
    }
    return `(${items.join(', ')})`;
  }
  if (chunk instanceof Date) return parameter(chunk, params);
  return undefined;
};

const parameter = (value: unknown, params: unknown[]): string => {
  params.push(value);
  return `$${params.length}`;
};
