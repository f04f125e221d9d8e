/**
 * `origin` + `path` as an absolute, percent-encoded URL. Sitemaps, Open Graph and JSON-LD all need
 * absolute RFC 3986 URLs: a Cyrillic slug typed by staff becomes `%D0%...`; an address that is already
 * absolute (an image on S3) is kept.
 */
export function absoluteUrl(origin: string, path: string): string {
  return new URL(path, `${origin.replace(/\/+$/, '')}/`).href;
}
