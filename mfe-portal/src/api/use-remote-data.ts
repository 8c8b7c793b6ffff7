import { useEffect, useEffectEvent, useState } from 'react';

interface Options {
  /** Whether to try again after `failures` failed attempts (1 after the first; default never). */
  retry?: (failures: number, error: unknown) => boolean;
  retryDelayMs?: number;
}

/** The last answer that arrived: for which key and which round of asking. */
interface Settled<T> {
  key: string | null;
  round: number;
  data?: T;
  error?: unknown;
}

const wait = (ms: number) => new Promise((done) => setTimeout(done, ms));

/**
 * What the server answers for `key` (null: nothing to ask yet), fetched when the key changes and
 * again on `refetch`. The portal's few reads need no cache, so it does without TanStack Query
 * (~13 KB gzip of a payer's first load, docs/performance.md). As there: while asking again the
 * last answer stays, and an error stays until an answer arrives.
 */
export const useRemoteData = <T>(
  key: string | null,
  load: () => Promise<T>,
  { retry, retryDelayMs = 1500 }: Options = {},
) => {
  const [round, setRound] = useState(0);
  const [settled, setSettled] = useState<Settled<T>>({ key: null, round: -1 });
  const ask = useEffectEvent(() => load());
  const again = useEffectEvent((failures: number, error: unknown) => retry?.(failures, error));

  useEffect(() => {
    if (key === null) return;
    let alive = true;
    const attempt = (failures: number): Promise<T> =>
      ask().catch(async (error: unknown) => {
        if (!again(failures + 1, error)) throw error;
        await wait(retryDelayMs);
        return attempt(failures + 1);
      });
    attempt(0).then(
      (data) => alive && setSettled({ key, round, data }),
      (error: unknown) =>
        alive &&
        setSettled((s) => ({ key, round, error, ...(s.key === key ? { data: s.data } : {}) })),
    );
    return () => {
      alive = false;
    };
  }, [key, round, retryDelayMs]);

  const mine = settled.key === key ? settled : null;
  return {
    data: mine?.data,
    error: mine?.error,
    isError: mine !== null && mine.error !== undefined,
    isFetching: key !== null && (mine === null || mine.round !== round),
    refetch: () => setRound((n) => n + 1),
  };
};
