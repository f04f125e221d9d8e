import { createHash, timingSafeEqual } from 'node:crypto';

/**
 * LiqPay's signing (API v3, "Checkout" and "Callback" pages of its documentation): `data` is the
 * base64 of the JSON parameters, `signature` is base64(sha1(private_key + data + private_key)). The
 * sandbox provider signs its callbacks the same way with its own secret, so one verifier serves both.
 */

export function encodeData(params: Record<string, unknown>): string {
  return Buffer.from(JSON.stringify(params), 'utf8').toString('base64');
}

/** The JSON object inside `data`, or null when it is not base64 JSON of an object. */
export function decodeData(data: string): Record<string, unknown> | null {
  try {
    const value: unknown = JSON.parse(Buffer.from(data, 'base64').toString('utf8'));
    return value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

export function signData(privateKey: string, data: string): string {
  return createHash('sha1')
    .update(privateKey + data + privateKey, 'utf8')
    .digest('base64');
}

/**
 * True when `signature` is the right one for `data`. Both sides are compared as SHA-1 digests of equal
 * length with `timingSafeEqual`, so the answer takes the same time however many leading bytes match.
 */
export function verifySignature(privateKey: string, data: string, signature: string): boolean {
  const expected = createHash('sha1')
    .update(privateKey + data + privateKey, 'utf8')
    .digest();
  const given = Buffer.from(signature, 'base64');
  // A wrong length is refused after a comparison of the same cost, so length is not a timing signal either.
  const comparable = given.length === expected.length ? given : Buffer.alloc(expected.length);
  const equal = timingSafeEqual(comparable, expected);
  // Base64 decoding skips stray characters; only the canonical spelling of the digest counts.
  return equal && given.length === expected.length && given.toString('base64') === signature;
}
