/** Spaces calls at least 1/rate seconds apart, so a big send does not trip the SMTP provider's limits. */
export const createRateLimiter = (
  ratePerSecond: number,
  sleep = (ms: number) => new Promise((r) => setTimeout(r, ms)),
) => {
  const gap = 1000 / ratePerSecond;
  let next = 0;
  return async (): Promise<void> => {
    const now = Date.now();
    const at = Math.max(now, next);
    next = at + gap;
    if (at > now) await sleep(at - now);
  };
};
