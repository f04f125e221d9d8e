import { createHash } from 'node:crypto';

/**
 * A rendered document cut where its rewrites never reach (docs/decisions/297). The passes over a finished page
 * (app/paint-first.server.ts, app/script-hashes.server.ts) read and change only its `<head>` and the scripts after
 * its content; on a listing those are a sixth of the bytes. The content between them — from `</head>` to the first
 * `<script` after it — stays bytes: it is never decoded into a string, searched or encoded again.
 */
export interface DocumentParts {
  /** The head and the scripts, as text, joined by {@link CONTENT_MARK} where the content was. */
  text: string;
  content: Buffer;
}

/** Stands for the content in {@link DocumentParts.text}; no page holds it (React escapes `<` in text). */
export const CONTENT_MARK = '<!--vz:content-->';
const HEAD_END = Buffer.from('</head>');
const SCRIPT = Buffer.from('<script');

export function splitDocument(document: Buffer): DocumentParts {
  const headEnd = document.indexOf(HEAD_END);
  const scripts = headEnd < 0 ? -1 : document.indexOf(SCRIPT, headEnd);
  if (scripts < 0) return { text: document.toString('utf8'), content: Buffer.alloc(0) };
  const contentStart = headEnd + HEAD_END.length;
  return {
    text: `${document.toString('utf8', 0, contentStart)}${CONTENT_MARK}${document.toString('utf8', scripts)}`,
    content: document.subarray(contentStart, scripts),
  };
}

/** The document again, from its rewritten text and its untouched content, with a validator of its bytes. */
export function joinDocument(text: string, content: Buffer): { body: Buffer; etag: string } {
  const mark = text.indexOf(CONTENT_MARK);
  const parts = mark < 0 ? [Buffer.from(text)] : [Buffer.from(text.slice(0, mark)), content, Buffer.from(text.slice(mark + CONTENT_MARK.length))];
  const hash = createHash('sha1');
  for (const part of parts) hash.update(part);
  return { body: Buffer.concat(parts), etag: `W/"${hash.digest('base64url')}"` };
}
