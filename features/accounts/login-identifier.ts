import { normalizePhone } from '../../contracts/accounts.ts';

export { normalizePhone };

/** What a person types into the "login" field: an e-mail or a phone (SPEC §6, ARCHITECTURE §3). */
export type LoginIdentifier = { kind: 'email'; email: string } | { kind: 'phone'; phone: string };

/** Phone-looking input: digits with the usual separators and an optional leading plus. */
const PHONE_SHAPE = /^\+?[\d\s()\-.]{7,20}$/;

export function parseLogin(input: string): LoginIdentifier | null {
  const value = input.trim();
  if (value.includes('@')) return { kind: 'email', email: value.toLowerCase() };
  if (PHONE_SHAPE.test(value)) return { kind: 'phone', phone: normalizePhone(value) };
  return null;
}
