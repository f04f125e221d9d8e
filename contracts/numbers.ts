/**
 * Numbers and prices as Ukrainian and Russian write them, for every page, e-mail and SMS (docs/decisions/177).
 * No `Intl`: the same text from Node and from every browser (ICU versions differ in spacing, and any
 * difference breaks hydration), and no formatter to build for each of the fifty cards of a listing.
 */

/**
 * Between digit groups and before a unit: the narrow no-break space of Ukrainian typography. It is
 * thin like U+2009 but never lets a line break inside `1 250 ₴`.
 */
export const NUMBER_SPACE = '\u202f';

/** `1250` → `1 250`: groups of three digits; a minus sign for negatives. */
export function groupDigits(value: number): string {
  const grouped = String(Math.abs(Math.trunc(value))).replace(/\B(?=(\d{3})+(?!\d))/g, NUMBER_SPACE);
  return value < 0 && Math.trunc(value) !== 0 ? `−${grouped}` : grouped;
}

/**
 * `4.75` → `4,8`: a fixed number of decimals after a comma, halves rounded away from zero as written
 * (`4.35` → `4,4`, as `Intl` does; `Number#toFixed` would give `4.3` from the binary value).
 */
export function decimalComma(value: number, digits = 1): string {
  const shifted = Number(`${Math.abs(value)}e${digits}`);
  const scaled = Number.isFinite(shifted) ? Math.round(shifted) : Math.round(Math.abs(value) * 10 ** digits);
  const text = String(scaled).padStart(digits + 1, '0');
  const whole = Number(text.slice(0, text.length - digits));
  const fraction = text.slice(text.length - digits);
  const sign = value < 0 && scaled !== 0 ? '−' : '';
  return `${sign}${groupDigits(whole)}${digits > 0 ? `,${fraction}` : ''}`;
}

/** `1250` → `1 250 ₴`, `99.5` → `99,50 ₴`: kopecks only when there are some. The same in both languages. */
export function formatHryvnias(hryvnias: number): string {
  const kopecks = Math.round(hryvnias * 100);
  const amount = kopecks % 100 === 0 ? groupDigits(kopecks / 100) : decimalComma(kopecks / 100, 2);
  return `${amount}${NUMBER_SPACE}₴`;
}

/** Money as stored (kopecks, SPEC §5): `125000` → `1 250 ₴`. */
export const formatKopecks = (kopecks: number): string => formatHryvnias(kopecks / 100);
