import { probeLabel, type Probe, type ProbeRequest } from './probe.ts';
import type { Expected, Role } from './roles.ts';

export type ProbeExtra = Pick<Probe, 'follow' | 'endsSession' | 'shows'> & { note?: string; permissions?: readonly string[] };

/**
 * A list of probes being written: `add` one route with the rule it serves, `v1` a path of the API, `fixed` a
 * request that is the same for every role.
 */
export function createProbeList() {
  const probes: Probe[] = [];
  const add = (
    method: Probe['method'],
    route: string,
    expect: Expected,
    request: (role: Role) => ProbeRequest | Promise<ProbeRequest>,
    extra: ProbeExtra = {},
  ) => probes.push({ ...extra, label: probeLabel(method, route, extra.note), method, route, expect, permissions: extra.permissions ?? [], request });
  const v1 = (path: string) => `/api/v1${path}`;
  const fixed = (path: string, body?: unknown) => () => ({ url: v1(path), body });
  return { probes, add, v1, fixed };
}

export type ProbeList = ReturnType<typeof createProbeList>;
