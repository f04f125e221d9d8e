import { createHash } from 'node:crypto';

const SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script>/gi;
const SRC = /\ssrc\s*=/i;
const TYPE = /\stype\s*=\s*"([^"]*)"/i;
/** Types a browser runs; anything else (`application/ld+json`, the deferred route script) is data. */
const RUNNABLE_TYPES = new Set(['', 'module', 'text/javascript', 'application/javascript']);

const hashSource = (text: string) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

/**
 * The Content-Security-Policy hash sources of every inline script a document runs: the ones in its HTML
 * and the ones its loader adds later (`added`). With these instead of a per-response nonce, the HTML is
 * the same for every visitor and a shared cache may keep it with its header (docs/decisions/174).
 */
export function scriptHashSources(html: string, added: readonly string[] = []): string[] {
  const texts: string[] = [];
  for (const [, attributes, text] of html.matchAll(SCRIPT)) {
    if (SRC.test(attributes)) continue;
    if (!RUNNABLE_TYPES.has((TYPE.exec(attributes)?.[1] ?? '').trim().toLowerCase())) continue;
    texts.push(text);
  }
  return [...new Set([...texts, ...added].map(hashSource))];
}
