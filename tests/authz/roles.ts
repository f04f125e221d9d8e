/**
 * The parties of the matrix. The records under test belong to party A (`patient`, `partner` and the
 * `doctor`); `otherPatient` and `otherPartner` are party B, for whom those records are someone else's.
 */
export const ROLES = ['anonymous', 'patient', 'otherPatient', 'partner', 'otherPartner', 'doctor', 'staffWithout', 'staffWith', 'administrator'] as const;
export type Role = (typeof ROLES)[number];

export const STAFF_ROLES: readonly Role[] = ['staffWithout', 'staffWith', 'administrator'];
/** Everyone who is not back-office staff allowed to read: what "public" must mean for them. */
export const PUBLIC_ROLES: readonly Role[] = ['anonymous', 'patient', 'otherPatient', 'partner', 'otherPartner', 'doctor', 'staffWithout'];

/** The expected status of one request for every role. */
export type Expected = Record<Role, number>;

/**
 * Builds an expectation: `signedIn` for every signed-in role, 401 for the anonymous visitor, then
 * the roles named in `roles` (the helpers below read like the rule they state).
 */
export function expected(signedIn: number, roles: Partial<Expected> = {}, anonymous = signedIn === 403 ? 401 : signedIn): Expected {
  return Object.fromEntries(ROLES.map((role) => [role, roles[role] ?? (role === 'anonymous' ? anonymous : signedIn)])) as Expected;
}

/** The same status for everyone, signed in or not. */
export const everyone = (status: number): Expected => expected(status, {}, status);

/** Only the given user types: 401 without a session, 403 for other types. */
export function onlyTypes(types: { patient?: number; partner?: number; doctor?: number; staff?: number }, owner: Partial<Expected> = {}): Expected {
  return expected(403, {
    patient: types.patient,
    otherPatient: types.patient,
    partner: types.partner,
    otherPartner: types.partner,
    doctor: types.doctor,
    staffWithout: types.staff,
    staffWith: types.staff,
    administrator: types.staff,
    ...owner,
  });
}

export interface Parties {
  patient: number;
  otherPatient: number;
  partner: number;
  otherPartner: number;
  doctor: number;
  staffWithout: number;
  staffWith: number;
  administrator: number;
}
