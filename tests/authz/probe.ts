import type { Expected, Role } from './roles.ts';

/** What one request sends; built per role, so requests that change data get a fresh record each. */
export interface ProbeRequest {
  url: string;
  body?: unknown;
}

/** One row of the matrix: a registered route, asked the same way by every role, and what each role must get. */
export interface Probe {
  /** Unique name in failure lists and in KNOWN_OPEN: method, route and, when a route has several probes, why. */
  label: string;
  method: 'GET' | 'HEAD' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** The route as Fastify registered it (`/api/v1/doctors/:id`). */
  route: string;
  expect: Expected;
  /** What `staffWith` holds while asking (the route's own rights). */
  permissions: readonly string[];
  request(role: Role, allowed: boolean): ProbeRequest | Promise<ProbeRequest>;
  /** A URL in a successful answer that the role then reads (a calendar feed): its body is checked for markers too. */
  follow?: (body: unknown) => string | undefined;
  /**
   * Markers (by `what`) the answer must carry for a role: the owner's own data, so a route that answers
   * nothing at all cannot pass the leak check by emptiness. For `follow` probes, the followed body.
   */
  shows?: Partial<Record<Role, readonly string[]>>;
  /** The request ends its session (sign-out): it gets a session of its own. */
  endsSession?: boolean;
}

/** A body key no contract knows: allowed callers get 422 from strict validation, with nothing written. */
export const PROBE_BODY = { authz_probe: true } as const;

/** An id no record has: allowed callers get 404, so destructive routes are proven without destroying anything. */
export const MISSING_ID = 2_147_483_000;

export const isDenied = (status: number) => status === 401 || status === 403;

export const probeLabel = (method: string, route: string, note?: string) => `${method} ${route}${note ? ` [${note}]` : ''}`;
