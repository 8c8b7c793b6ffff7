/**
 * Where the personal pay link puts its token (the contract's PAY_LINK_FRAGMENT, kept as a literal
 * so the portal does not load the contract; pay-link-hash.test.ts checks it).
 */
export const PAY_LINK_FRAGMENT = 'enlace';

/**
 * The personal pay link's token, from `#enlace=<token>`: after the `#` it is never sent to the
 * server with the page, nor in a Referer. It stays in the address bar so a reload keeps working.
 */
export const payLinkTokenFrom = (hash: string): string | null => {
  const token = new URLSearchParams(hash.replace(/^#/, '')).get(PAY_LINK_FRAGMENT)?.trim();
  return token ? token : null;
};
