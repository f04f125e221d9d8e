import { isIP } from 'node:net';
import { hostname, networkInterfaces } from 'node:os';
import type { FastifyRequest } from 'fastify';
import type { Config } from './config.ts';

/**
 * What a Host may look like: a DNS name, an IPv4 address or a bracketed IPv6 address, with an optional
 * port of 1–65535. Anything else (`a%b`, `evil.example:99999`, spaces, userinfo) is refused with 400 by
 * the request sanity plugin before any route sees it.
 */
const HOST =
  /^(?:(?<name>[a-z0-9_](?:[a-z0-9_-]{0,61}[a-z0-9_])?(?:\.[a-z0-9_](?:[a-z0-9_-]{0,61}[a-z0-9_])?)*\.?)|\[(?<ipv6>[0-9a-f:.]{2,45})\])(?::(?<port>\d{1,5}))?$/i;

export function isValidHost(host: string): boolean {
  if (host.length > 255) return false;
  const groups = HOST.exec(host)?.groups;
  if (!groups) return false;
  if (groups.ipv6 !== undefined && isIP(groups.ipv6) !== 6) return false;
  if (groups.port !== undefined && !(Number(groups.port) >= 1 && Number(groups.port) <= 65535)) return false;
  // The URL parser has the last word on names that look numeric (`999.1.1.1`, `0x1.2`).
  return URL.canParse(`http://${host}/`);
}

export const isValidProtocol = (protocol: string | undefined): protocol is 'http' | 'https' => protocol === 'http' || protocol === 'https';

/**
 * The scheme and Host this server answered on. Forwarded headers count only when they came from a proxy
 * named in TRUST_PROXY (Fastify resolves that into `protocol` and `host`), and the request sanity plugin
 * has already refused a malformed Host or scheme; the checks here keep the function safe on its own.
 */
export function ownOrigin(request: FastifyRequest): string {
  const protocol = isValidProtocol(request.protocol) ? request.protocol : 'http';
  const host = request.host && isValidHost(request.host) ? request.host.toLowerCase() : 'localhost';
  return `${protocol}://${host}`;
}

let machineNames: Set<string> | undefined;

/** The names this machine itself answers to: loopback, its own interface addresses and its host name. */
function isMachineName(host: string): boolean {
  machineNames ??= new Set([
    'localhost',
    hostname().toLowerCase(),
    ...Object.values(networkInterfaces())
      .flatMap((addresses) => addresses ?? [])
      .map(({ address, family }) => (family === 'IPv6' ? `[${address.toLowerCase()}]` : address)),
  ]);
  const name = host.replace(/:\d+$/, '');
  return machineNames.has(name) || /^127\.\d+\.\d+\.\d+$/.test(name) || name.endsWith('.localhost');
}

/**
 * The origin every absolute link is built on (e-mails, payment return addresses, sitemaps, robots.txt):
 * PUBLIC_ORIGIN when set (always set it in production). Else the request's own origin, but only when its
 * host is vouched for: a proxy is declared in TRUST_PROXY, or it is one of this machine's own names and addresses.
 * Any other Host is the client's word (a registration e-mail must not link to a host an attacker typed),
 * so links then point at this server on the port the request came in on (docs/decisions/171).
 */
export function requestOrigin(request: FastifyRequest, config: Pick<Config, 'publicOrigin' | 'trustedProxies'>): string {
  if (config.publicOrigin) return config.publicOrigin.replace(/\/+$/, '');
  const origin = ownOrigin(request);
  // Behind a declared proxy the Host (or its X-Forwarded-Host) is the proxy's, which knows the public name.
  if (config.trustedProxies.length > 0 || isMachineName(new URL(origin).host)) return origin;
  const port = request.socket?.localPort;
  return `${new URL(origin).protocol}//localhost${port ? `:${port}` : ''}`;
}
