/**
 * The id the server logs with every line of one call (`x-request-id`, 1-64 of [A-Za-z0-9_-]), so an
 * operator can follow one user action from the browser through the server's JSON logs.
 * crypto.randomUUID exists only in secure contexts (https, localhost): elsewhere random bytes do.
 */
export const newRequestId = (): string => {
  const c = globalThis.crypto;
  if (typeof c?.randomUUID === 'function') return c.randomUUID();
  const bytes = new Uint8Array(16);
  c.getRandomValues(bytes);
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
};
