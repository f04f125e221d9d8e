/**
 * How a rendered page tells the server which inline scripts it runs (docs/decisions/174). The page's
 * renderer lists them as CSP hash sources (`'sha256-…'`, space-separated) in this header; the server puts
 * them into the Content-Security-Policy in place of the request's nonce and never sends the header on.
 */
export const SCRIPT_HASHES_HEADER = 'x-vz-script-hashes';
