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

/**
 * The first-party cookie that keeps a share link's code in the friend's browser (docs/decisions/265), so she
 * is still attributed when she registers later, from any page: 30 days, path `/`, `SameSite=Lax`, readable
 * (it holds only the public code). Registration reads it when the form sends no code, and clears it.
 */
export const REFERRAL_COOKIE = 'vizyt_ref';
export const REFERRAL_COOKIE_MAX_AGE = 30 * 24 * 60 * 60;

/** The `document.cookie` value that remembers `code`; `Secure` over HTTPS. */
export function referralCookie(code: string, secure: boolean): string {
  return `${REFERRAL_COOKIE}=${encodeURIComponent(code)}; Max-Age=${REFERRAL_COOKIE_MAX_AGE}; Path=/; SameSite=Lax${secure ? '; Secure' : ''}`;
}

/** The code a `Cookie` header (or `document.cookie`) remembers, or null. */
export function referralCodeFromCookies(cookies: string): string | null {
  for (const part of cookies.split(';')) {
    const [name, ...value] = part.trim().split('=');
    if (name === REFERRAL_COOKIE) return normalizeReferralCode(decodeURIComponent(value.join('=')));
  }
  return null;
}
