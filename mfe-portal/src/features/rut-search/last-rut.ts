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
