/**
 * A readable cookie set beside the HttpOnly session cookie, holding no secret: it only tells the public
 * header that asking `GET /auth/me` is worth a request, so anonymous page views make none. Its own module,
 * free of zod, because every public page loads it.
 */
export const SIGNED_IN_HINT_COOKIE = 'vizyt_signed_in';

/** Whether a `Cookie` header (or `document.cookie`) carries the hint. */
export function hasSignedInHint(cookies: string): boolean {
  return cookies.split(';').some((part) => part.trim().startsWith(`${SIGNED_IN_HINT_COOKIE}=`));
}
