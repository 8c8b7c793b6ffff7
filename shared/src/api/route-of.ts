import type { Endpoint } from '../contract/define.ts';

/**
 * A contract call known by its name, method and path only, typed as the contract's endpoint:
 * `callApi` reads no schema, so a first screen can call the API without loading the contract's
 * zod schemas (~59 KB gzip). The caller's test checks the literals against the contract.
 */
export const routeOf = <E extends Endpoint>(route: Pick<E, 'name' | 'method' | 'path'>): E =>
  route as E;
