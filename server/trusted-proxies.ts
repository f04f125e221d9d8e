import { isIP } from 'node:net';

/** Names Fastify's proxy matcher understands for whole address ranges. */
const RANGE_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

/**
 * `TRUST_PROXY`: the addresses (or CIDR ranges, or `loopback` / `linklocal` / `uniquelocal`) of the
 * proxies whose `X-Forwarded-*` headers are believed (docs/decisions/171). Empty: none, so every client
 * is the socket's peer and `Host` is what it sent. `true`, `*` or a hop count would let anyone forge the
 * client address, so they stop the start with a message instead of being guessed at.
 */
export function parseTrustedProxies(value: string | undefined): string[] {
  if (!value?.trim()) return [];
  const entries = value
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  for (const entry of entries) {
    if (!isProxyAddress(entry)) {
      throw new Error(`TRUST_PROXY: expected proxy addresses or ranges (e.g. 10.0.0.5, 10.0.0.0/8, loopback), got "${entry}"`);
    }
  }
  return entries;
}

function isProxyAddress(entry: string): boolean {
  if (RANGE_NAMES.has(entry)) return true;
  const [address, prefix, ...rest] = entry.split('/');
  const family = isIP(address ?? '');
  if (!family || rest.length) return false;
  if (prefix === undefined) return true;
  if (!/^\d{1,3}$/.test(prefix)) return false;
  return Number(prefix) <= (family === 4 ? 32 : 128);
}
