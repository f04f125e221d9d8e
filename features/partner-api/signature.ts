import { createHmac } from 'node:crypto';

/**
 * The signature of a webhook delivery (docs/decisions/242): `t=<unix seconds>,v1=<hex HMAC-SHA256 of
 * "<t>.<body>">` under the endpoint's signing secret. The time inside the signed text lets a receiver refuse
 * a replay; docs/partner-api/verify-webhook.mjs is the receiver's side.
 */
export function signatureHeader(secret: string, body: string, unixSeconds: number): string {
  const digest = createHmac('sha256', secret).update(`${unixSeconds}.${body}`, 'utf8').digest('hex');
  return `t=${unixSeconds},v1=${digest}`;
}
