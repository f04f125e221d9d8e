interface NetworkInformationLike {
  saveData?: boolean;
  effectiveType?: string;
}

const SLOW = new Set(['slow-2g', '2g']);

/**
 * SPEC §9 "skipped on slow connections": the person asked the browser to save data, or the link is 2G
 * class. On such a link a preload competes with what the person is loading now. Browsers without the
 * Network Information API (Safari, Firefox) count as fast.
 */
export function isSlowConnection(connection: NetworkInformationLike | undefined = readConnection()): boolean {
  return Boolean(connection?.saveData) || SLOW.has(connection?.effectiveType ?? '');
}

function readConnection(): NetworkInformationLike | undefined {
  return typeof navigator === 'undefined' ? undefined : (navigator as { connection?: NetworkInformationLike }).connection;
}
