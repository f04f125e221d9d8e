import { isIPv6 } from 'node:net';

/** Groups an IPv6 address stands for: an embedded IPv4 tail (`::ffff:1.2.3.4`) is two. */
const groupCount = (groups: string[]) => groups.reduce((sum, group) => sum + (group.includes('.') ? 2 : 1), 0);

/**
 * The unit per-address limits count (docs/decisions/173): an IPv4 address as it is, an IPv6 address by
 * its /64 network. One IPv6 subscriber usually holds a whole /64, so counting single addresses would give
 * them countless fresh budgets.
 */
export function clientNetwork(ip: string): string {
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(ip);
  if (mapped) return mapped[1];
  const address = ip.split('%')[0];
  if (!isIPv6(address)) return ip;
  const [head, tail] = address.split('::');
  const headGroups = head ? head.split(':') : [];
  const tailGroups = tail ? tail.split(':') : [];
  const groups =
    tail === undefined ? headGroups : [...headGroups, ...Array<string>(8 - groupCount(headGroups) - groupCount(tailGroups)).fill('0'), ...tailGroups];
  const prefix = groups.slice(0, 4).map((group) => (group.includes('.') ? group : Number.parseInt(group, 16).toString(16)));
  return `${prefix.join(':')}::/64`;
}
