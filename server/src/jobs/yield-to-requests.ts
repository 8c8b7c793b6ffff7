import { setImmediate as nextTurn } from 'node:timers/promises';

/**
 * Lets the server answer the requests waiting behind a job's batch: call it between the items
 * of a loop that does seconds of work. With the embedded PGlite a query runs on this thread and
 * its promise settles without giving the event loop a turn, so a batch (signing 100 boletas,
 * sending envíos to the SII) held every request for 2-3 s every 15 s (docs/jobs.md). One turn
 * costs microseconds.
 */
export const yieldToRequests = (): Promise<void> => nextTurn();
