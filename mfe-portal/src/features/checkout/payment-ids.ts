/**
 * Identifiers the portal proposes for a new payment (SPEC's orderId and sessionId). Webpay
 * limits buy_order to 26 characters and session_id to 61; the server may still replace them.
 * Built from crypto.getRandomValues because crypto.randomUUID exists only in secure contexts
 * and the portal may be served over plain http inside a private network.
 */
const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

const randomChars = (count: number, cryptoApi: Crypto): string => {
  const bytes = cryptoApi.getRandomValues(new Uint8Array(count));
  return [...bytes].map((b) => ALPHABET[b % ALPHABET.length]).join('');
};

/** `P` + time in base 36 + 8 random characters: sortable, unique, at most 18 characters. */
export const newOrderId = (
  now: number = Date.now(),
  cryptoApi: Crypto = globalThis.crypto,
): string => `P${now.toString(36).toUpperCase()}${randomChars(8, cryptoApi)}`;

export const newSessionId = (cryptoApi: Crypto = globalThis.crypto): string =>
  `portal-${randomChars(24, cryptoApi)}`;
