import { createHmac } from 'node:crypto';

/**
 * The signature of a webhook delivery (docs/decisions/242): `t=<unix seconds>,v1=<hex HMAC-SHA256 of
 * "<t>.<body>">` under the endpoint's signing secret. The time inside the signed text lets a receiver refuse
 * a replay; docs/partner-api/verify-webhook.mjs is the receiver's side. While a rotated-out secret is still in
 * its grace period, a second `v1=` is made with it (docs/decisions/272): a receiver accepts a delivery when any
 * `v1` matches the secret it holds.
 */
export function signatureHeader(secret: string, body: string, unixSeconds: number, previousSecret?: string | null): string {
  const digest = (key: string) => createHmac('sha256', key).update(`${unixSeconds}.${body}`, 'utf8').digest('hex');
  return `t=${unixSeconds},v1=${digest(secret)}${previousSecret ? `,v1=${digest(previousSecret)}` : ''}`;
}
