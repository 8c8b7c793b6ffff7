import { timingSafeEqual } from 'node:crypto';
import { isIPv4 } from 'node:net';
import type { FastifyRequest } from 'fastify';
import type { MetricsConfig } from './metrics-config.ts';

const sameToken = (given: string, expected: string) => {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
};

/**
 * Loopback, a configured network, or the bearer token. A request that came through a reverse proxy
 * the server does not trust (TRUST_PROXY off) has the proxy's address, often loopback: it is judged
 * by its token only, so a proxy on the same machine does not open /metrics to the internet.
 */
export const mayReadMetrics = (
  request: FastifyRequest,
  config: MetricsConfig,
  trustProxy: boolean,
): boolean => {
  const header = request.headers.authorization;
  if (
    config.token &&
    header?.startsWith('Bearer ') &&
    sameToken(header.slice(7).trim(), config.token)
  )
    return true;
  const proxied =
    request.headers['x-forwarded-for'] !== undefined || request.headers.forwarded !== undefined;
  if (proxied && !trustProxy) return false;
  const ip = request.ip.startsWith('::ffff:') ? request.ip.slice(7) : request.ip;
  return config.allowed.check(ip, isIPv4(ip) ? 'ipv4' : 'ipv6');
};
