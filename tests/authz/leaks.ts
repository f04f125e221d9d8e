import type { Role } from './roles.ts';
import type { Marker } from './markers.ts';

/** Staff with the route's rights and administrators are trusted with what the route shows. */
const mayReceive = (marker: Marker, role: Role) => role === 'staffWith' || role === 'administrator' || marker.audience.includes(role);

/**
 * The markers in `body` that `role` must never receive. Calendar text folds long lines (RFC 5545 §3.1),
 * so folded lines are joined before searching.
 */
export function leakedMarkers(body: string, role: Role, markers: readonly Marker[]): string[] {
  const unfolded = body.replace(/\r?\n[ \t]/g, '');
  return markers.filter((marker) => !mayReceive(marker, role) && marker.pattern.test(unfolded)).map((marker) => marker.what);
}
