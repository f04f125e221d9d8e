// Receives Vizyt webhooks and checks each one's signature: plain Node (18+), no dependencies.
//
//   WEBHOOK_SECRET=whsec_... node verify-webhook.mjs [port]
//
// Every delivery carries `Vizyt-Signature: t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<raw body>">`, made with
// the endpoint's signing secret. A delivery is accepted (200) only when the signature matches the raw body and
// was made less than 5 minutes ago; anything else is refused (400), so a captured delivery cannot be replayed.
// Vizyt retries a refused or failed delivery with growing pauses for 24 hours, so answer quickly and do the
// work afterwards. The same event may arrive twice: use the body's `id` to do it once.
//
// Rotating the signing secret: for 24 hours after a new secret is issued, each delivery is signed with both,
// `t=...,v1=<new>,v1=<old>`. Keep accepting with the old secret until the new one is in place, then switch:
// a delivery is accepted when any `v1` matches any secret you hold (WEBHOOK_SECRET may list several, comma-separated).
import { createHmac, timingSafeEqual } from 'node:crypto';
import { createServer } from 'node:http';
import { pathToFileURL } from 'node:url';

export const TOLERANCE_SECONDS = 5 * 60;

/**
 * Checks one delivery. Returns `{ ok: true, event }` with the parsed body, or `{ ok: false, reason }`.
 * `secrets` is one signing secret or a list of them (during a rotation); `rawBody` must be the bytes as
 * received (a string), before any JSON parsing.
 */
export function verifyWebhook(secrets, header, rawBody, { now = Date.now(), toleranceSeconds = TOLERANCE_SECONDS } = {}) {
  if (typeof header !== 'string') return { ok: false, reason: 'no signature' };
  const pairs = header.split(',').map((part) => part.trim().split('=', 2));
  const t = Number(pairs.find(([name]) => name === 't')?.[1]);
  const signatures = pairs.filter(([name]) => name === 'v1').map(([, value]) => value);
  if (!Number.isInteger(t) || !signatures.length || !signatures.every((value) => /^[0-9a-f]{64}$/.test(value ?? ''))) {
    return { ok: false, reason: 'malformed signature' };
  }
  const keys = (Array.isArray(secrets) ? secrets : [secrets]).filter(Boolean);
  const expected = keys.map((key) => createHmac('sha256', key).update(`${t}.${rawBody}`, 'utf8').digest());
  // Every pair is compared (in constant time each), so the time taken does not tell which one matched.
  let matched = false;
  for (const digest of expected) for (const value of signatures) matched = timingSafeEqual(digest, Buffer.from(value, 'hex')) || matched;
  if (!matched) return { ok: false, reason: 'wrong signature' };
  const age = Math.floor(now / 1000) - t;
  if (age > toleranceSeconds) return { ok: false, reason: 'too old (a replay?)' };
  if (age < -toleranceSeconds) return { ok: false, reason: 'from the future' };
  return { ok: true, event: JSON.parse(rawBody) };
}

function serve(secret, port) {
  const server = createServer((request, response) => {
    const chunks = [];
    request.on('data', (chunk) => chunks.push(chunk));
    request.on('end', () => {
      const body = Buffer.concat(chunks).toString('utf8');
      const result = verifyWebhook(secret, request.headers['vizyt-signature'], body);
      if (result.ok) console.log(`verified ${result.event.event} ${result.event.id}`);
      else console.log(`refused: ${result.reason}`);
      response.writeHead(result.ok ? 200 : 400, { 'content-type': 'text/plain' }).end(result.ok ? 'ok' : 'refused');
    });
  });
  server.listen(port, '127.0.0.1', () => console.log(`listening ${server.address().port}`));
  return server;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const secret = (process.env.WEBHOOK_SECRET ?? '')
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
  if (!secret.length) {
    console.error('Set WEBHOOK_SECRET to the endpoint signing secret shown when the endpoint was made.');
    process.exit(1);
  }
  serve(secret, Number(process.argv[2] ?? 8787));
}
