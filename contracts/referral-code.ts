/**
 * The referral code and its share link (docs/decisions/230), without zod: the public registration form reads
 * the code from its address and must not pull the schemas into the page's first load.
 */

/** The query parameter of the share link that carries the code into the registration form. */
export const REFERRAL_QUERY = 'ref';
/** Codes are 8 characters of an alphabet without look-alikes (no 0/O, 1/I/L). */
export const REFERRAL_CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
export const REFERRAL_CODE_LENGTH = 8;
const CODE_PATTERN = new RegExp(`^[${REFERRAL_CODE_ALPHABET}]{${REFERRAL_CODE_LENGTH}}$`);

/** A code as typed or pasted (spaces, lower case) in its stored form, or null when it cannot be one. */
export function normalizeReferralCode(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const code = value.replace(/[\s-]/g, '').toUpperCase();
  return CODE_PATTERN.test(code) ? code : null;
}

/** The share link's path, without the locale prefix and origin. */
export const referralSharePath = (code: string) => `/registration?${REFERRAL_QUERY}=${encodeURIComponent(code)}`;
