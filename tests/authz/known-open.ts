import { findResource } from '../../resources/registry.ts';
import { probeLabel } from './probe.ts';
import { PUBLIC_ROLES, type Role } from './roles.ts';

/**
 * Cases of the matrix that fail today because their fix is in progress elsewhere (features/booking,
 * resources/, server/api/resources.ts). Each names the probe (its label), the roles, and what goes wrong;
 * the matrix fails when one of them starts passing, so the entry is removed the day the fix lands.
 * Nothing else may be listed here: every other failure fails the matrix.
 */
export interface KnownOpen {
  probe: string;
  roles: readonly Role[];
  /** Matches the failure's text: `status 200, expected 404 ...`, `received inactive doctor ...`. */
  problem: RegExp;
  why: string;
}

const INACTIVE_MARKER = { doctors: 'inactive doctor', 'medical-institutions': 'inactive clinic', 'blog/articles': 'inactive article' } as const;

/** Public reads show inactive records: by id (the page answers 404), in the list, and in every embedding list. */
function inactiveRecordsArePublic(name: keyof typeof INACTIVE_MARKER): KnownOpen[] {
  const base = `/api/v1/${name}`;
  const why = `inactive ${name} are readable through the API while their pages answer 404 (one public-read rule for pages and API)`;
  const received = new RegExp(`^received ${INACTIVE_MARKER[name]} `);
  // Lists embedding a staff-only relation are refused to the public, so they show nothing.
  const publicRelations = Object.entries(findResource(name)?.populate ?? {}).filter(([, relation]) => findResource(relation.resource)?.read === 'public');
  const lists = [undefined, ...publicRelations.map(([relation]) => `populate ${relation}`)];
  return [
    { probe: probeLabel('GET', `${base}/:id`, 'inactive record'), roles: PUBLIC_ROLES, problem: /^status 200, expected 404 |^received inactive /, why },
    { probe: probeLabel('HEAD', `${base}/:id`, 'inactive record'), roles: PUBLIC_ROLES, problem: /^status 200, expected 404 /, why },
    ...lists.map((note) => ({ probe: probeLabel('GET', base, note), roles: PUBLIC_ROLES, problem: received, why })),
  ];
}

export const KNOWN_OPEN: readonly KnownOpen[] = [
  ...inactiveRecordsArePublic('doctors'),
  ...inactiveRecordsArePublic('medical-institutions'),
  ...inactiveRecordsArePublic('blog/articles'),
  ...[
    probeLabel('GET', '/api/v1/partners/appointments/:id', 'a hold let go before booking'),
    probeLabel('HEAD', '/api/v1/partners/appointments/:id', 'a hold let go before booking'),
    probeLabel('GET', '/api/v1/partners/appointments', 'the next days'),
  ].map((probe) => ({
    probe,
    roles: ['partner'] as const,
    problem: /^status 200, expected 404 |^received hold patient A let go /,
    why: "a hold the patient let go is 'cancelled' without ever being booked, and the partner's scope (features/booking) excludes only 'hold' and 'expired', not unbooked rows",
  })),
];
