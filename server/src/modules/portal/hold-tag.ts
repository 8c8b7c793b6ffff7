import { createHmac } from 'node:crypto';

/** Keeps these signatures apart from every other use of the same secret. */
const PURPOSE = 'portal-hold:';

/** The holder of a personal pay link (or of the logged-in family member who opens theirs). */
export const payLinkHolder = (userId: number): string => `l:${userId}`;

/**
 * The session id a card payment is created with (Transbank's `session_id`, at most 61 characters of
 * [\w-]): a keyed hash of the lookup's holder. A payment whose session id equals the caller's tag
 * was started by the same payer (the same RUT search, or the payer's own pay link or login), who
 * may take it over or release it; anyone else still gets 409 while it holds the charges.
 */
export const holdTag = (secret: Uint8Array, holder: string): string =>
  `h-${createHmac('sha256', secret)
    .update(PURPOSE + holder)
    .digest('base64url')
    .slice(0, 40)}`;
