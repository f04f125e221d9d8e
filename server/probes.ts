/**
 * The operations probes (server/plugins/ops.ts, server/plugins/metrics.ts): asked every few seconds by a container
 * engine, an orchestrator or a monitor, never by a person. They need no session, are logged at `debug`, and do not
 * keep a worker from counting as quiet (server/idle-memory.ts).
 */
export const PROBE_PATHS = ['/healthz', '/readyz', '/metrics'] as const;

const probes = new Set<string>(PROBE_PATHS);

/** Whether a request's URL (its query aside) is one of the probes. */
export const isProbe = (url: string | undefined): boolean => url !== undefined && probes.has(url.split('?', 1)[0]);
