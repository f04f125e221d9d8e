import { createHash } from 'node:crypto';

const OPEN_TAG = /<script\b([^>]*)>/g;
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
  // Tag by tag with indexOf (React writes tags in lower case): a lazy pattern over a whole listing cost
  // as much again as the hashing.
  let from = 0;
  for (;;) {
    const start = html.indexOf('<script', from);
    if (start < 0) break;
    OPEN_TAG.lastIndex = start;
    const tag = OPEN_TAG.exec(html);
    if (!tag || tag.index !== start) {
      from = start + 7;
      continue;
    }
    const bodyStart = start + tag[0].length;
    const end = html.indexOf('</script>', bodyStart);
    if (end < 0) break;
    from = end + 9;
    const attributes = tag[1];
    if (SRC.test(attributes)) continue;
    if (!RUNNABLE_TYPES.has((TYPE.exec(attributes)?.[1] ?? '').trim().toLowerCase())) continue;
    texts.push(html.slice(bodyStart, end));
  }
  return [...new Set([...texts, ...added].map(hashSource))];
}
