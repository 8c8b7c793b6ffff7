/**
 * The RUT last searched in this tab, so "Volver a intentar" after a failed payment (which comes
 * back through a full page load from the provider) does not make the payer type it again.
 * sessionStorage, not localStorage: a shared family or library computer should not remember it.
 */
const KEY = 'academias.portal.rut';

const storage = (): Storage | null => {
  try {
    return globalThis.sessionStorage ?? null;
  } catch {
    return null; // storage blocked by the browser: the portal works without the memory
  }
};

export const rememberRut = (rut: string): void => {
  storage()?.setItem(KEY, rut);
};

export const recallRut = (): string => storage()?.getItem(KEY) ?? '';

const LOOKUP_KEY = 'academias.portal.lookup';

/**
 * The last search's lookup token, for the same RUT only: searching it again (a refresh, or back
 * from Webpay) keeps this tab the holder of its payment in progress, so it can resume or release it.
 */
export const rememberLookup = (rut: string, lookupToken: string): void => {
  storage()?.setItem(LOOKUP_KEY, JSON.stringify({ rut, lookupToken }));
};

export const recallLookup = (rut: string): string | undefined => {
  try {
    const saved = JSON.parse(storage()?.getItem(LOOKUP_KEY) ?? 'null') as {
      rut?: unknown;
      lookupToken?: unknown;
    } | null;
    return saved?.rut === rut && typeof saved.lookupToken === 'string'
      ? saved.lookupToken
      : undefined;
  } catch {
    return undefined;
  }
};
