import { BlockList, isIPv4, isIPv6 } from 'node:net';
import { z } from 'zod';

/** Who may read GET /metrics, besides loopback (docs/deployment.md "Metrics"). */
const schema = z.object({
  /** A bearer token that a scraper may present from anywhere (16 characters or more). */
  METRICS_TOKEN: z.string().min(16).optional(),
  /** Comma-separated addresses or CIDR networks allowed without a token (e.g. 10.0.0.0/8,fd00::/8). */
  METRICS_ALLOW: z.string().optional(),
});

export interface MetricsConfig {
  token: string | undefined;
  allowed: BlockList;
}

const addEntry = (list: BlockList, entry: string) => {
  const [address, prefix] = entry.split('/');
  const type = isIPv4(address ?? '') ? 'ipv4' : isIPv6(address ?? '') ? 'ipv6' : undefined;
  if (!address || !type)
    throw new Error(`METRICS_ALLOW: "${entry}" no es una dirección IP ni una red (ej. 10.0.0.0/8)`);
  if (prefix === undefined) list.addAddress(address, type);
  else {
    const bits = Number(prefix);
    if (!Number.isInteger(bits) || bits < 0 || bits > (type === 'ipv4' ? 32 : 128))
      throw new Error(`METRICS_ALLOW: prefijo inválido en "${entry}"`);
    list.addSubnet(address, bits, type);
  }
};

export const readMetricsConfig = (
  source: Record<string, string | undefined> = process.env,
): MetricsConfig => {
  const parsed = schema.safeParse(source);
  if (!parsed.success)
    throw new Error(
      `Configuración inválida: ${parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ')}`,
    );
  const allowed = new BlockList();
  addEntry(allowed, '127.0.0.0/8');
  addEntry(allowed, '::1');
  for (const entry of (parsed.data.METRICS_ALLOW ?? '')
    .split(',')
    .map((e) => e.trim())
    .filter(Boolean))
    addEntry(allowed, entry);
  return { token: parsed.data.METRICS_TOKEN, allowed };
};
