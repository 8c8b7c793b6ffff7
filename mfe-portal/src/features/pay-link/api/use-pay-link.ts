import { callPortal } from '../../../api/portal-calls.ts';
import { useRemoteData } from '../../../api/use-remote-data.ts';

/**
 * What a personal pay link opens: the same answer as a RUT search, or why it cannot be used.
 * Not retried (a bad or expired link stays so; the server counts tries against a limit).
 */
export const usePayLink = (token: string | null) =>
  useRemoteData(token, () => callPortal('openPayLink', { token: token ?? '' }));
