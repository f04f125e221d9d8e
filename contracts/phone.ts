/**
 * Ukrainian phone numbers: stored as digits (`380502528593`, SPEC §5), shown grouped the way people read
 * them and dialled through `tel:` links (docs/decisions/177). No zod here: public cards import this.
 */

/**
 * SPEC §5 "digits only": what a person types (`+38 (067) 123-45-67`, `0671234567`) becomes
 * `380XXXXXXXXX`; anything that is not a Ukrainian number keeps its digits.
 */
export function normalizePhone(input: string): string {
  const digits = input.replace(/\D/g, '');
  if (digits.length === 12 && digits.startsWith('380')) return digits;
  if (digits.length === 11 && digits.startsWith('80')) return `3${digits}`;
  if (digits.length === 10 && digits.startsWith('0')) return `38${digits}`;
  if (digits.length === 9) return `380${digits}`;
  return digits;
}

const UKRAINIAN = /^380(\d{2})(\d{3})(\d{2})(\d{2})$/;

/** `380502528593`, `050 252-85-93` → `+380 50 252 85 93`; a number that is not Ukrainian as it was given. */
export function formatPhone(phone: string | null | undefined): string {
  const match = UKRAINIAN.exec(normalizePhone(phone ?? ''));
  return match ? `+380 ${match.slice(1).join(' ')}` : (phone ?? '').trim();
}

/** `380502528593` → `tel:+380502528593`; other numbers dial their digits (with `+` if they were written with one). */
export function phoneHref(phone: string): string {
  const normalized = normalizePhone(phone);
  if (UKRAINIAN.test(normalized)) return `tel:+${normalized}`;
  return `tel:${phone.trim().startsWith('+') ? '+' : ''}${normalized}`;
}
