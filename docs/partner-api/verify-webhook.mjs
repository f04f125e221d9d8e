// Receives Vizyt webhooks and checks each one's signature: plain Node (18+), no dependencies.
//
//   WEBHOOK_SECRET=whsec_... node verify-webhook.mjs [port]
//
// Every delivery carries `Vizyt-Signature: t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<raw body>">`, made with
// the endpoint's signing secret. A delivery is accepted (200) only when the signature matches the raw body and
// was made less than 5 minutes ago; anything else is refused (400), so a captured delivery cannot be replayed.
// Vizyt retries a refused or failed delivery with growing pauses for 24 hours, so answer quickly and do the
// work afterwards. The same event may arrive twice: use the body's `id` to do it once.
import { createHmac, timingSafeEqual } from 'node:crypto';
import { createServer } from 'node:http';
import { pathToFileURL } from 'node:url';

export const TOLERANCE_SECONDS = 5 * 60;

/**
 * Checks one delivery. Returns `{ ok: true, event }` with the parsed body, or `{ ok: false, reason }`.
 * `rawBody` must be the bytes as received (a string), before any JSON parsing.
 */
export function verifyWebhook(secret, header, rawBody, { now = Date.now(), toleranceSeconds = TOLERANCE_SECONDS } = {}) {
  if (typeof header !== 'string') return { ok: false, reason: 'no signature' };
  const parts = Object.fromEntries(header.split(',').map((part) => part.trim().split('=', 2)));
  const t = Number(parts.t);
  if (!Number.isInteger(t) || typeof parts.v1 !== 'string' || !/^[0-9a-f]{64}$/.test(parts.v1)) return { ok: false, reason: 'malformed signature' };
  const expected = createHmac('sha256', secret).update(`${t}.${rawBody}`, 'utf8').digest();
  if (!timingSafeEqual(expected, Buffer.from(parts.v1, 'hex'))) return { ok: false, reason: 'wrong signature' };
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
  const secret = process.env.WEBHOOK_SECRET;
  if (!secret) {
    console.error('Set WEBHOOK_SECRET to the endpoint signing secret shown when the endpoint was made.');
    process.exit(1);
  }
  serve(secret, Number(process.argv[2] ?? 8787));
}
