import { callPortal } from '../../../api/portal-calls.ts';
import { useRemoteData } from '../../../api/use-remote-data.ts';
import { recallLookup, rememberLookup } from '../last-rut.ts';

const lookUp = async (rut: string) => {
  const previous = recallLookup(rut);
  const answer = await callPortal(
    'getUserByRut',
    previous ? { rut, lookupToken: previous } : { rut },
  );
  rememberLookup(rut, answer.lookupToken);
  return answer;
};

/**
 * The person of a RUT and the pending charges they can pay (POST getUserByRut). Not retried: a
 * 404 (unknown RUT) or 429 (rate limit) does not change by asking again, and the server counts
 * every attempt against the limit. Asked again on every search: charges change when someone
 * pays. The tab's previous token for the same RUT goes along, so its own payment in progress
 * shows as its own.
 */
export const usePayerByRut = (rut: string | null) => useRemoteData(rut, () => lookUp(rut ?? ''));
