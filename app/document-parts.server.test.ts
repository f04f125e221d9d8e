import { createHash } from 'node:crypto';
import { describe, expect, test } from 'vitest';
import { CONTENT_MARK, joinDocument, splitDocument } from './document-parts.server.ts';

const page = [
  '<!DOCTYPE html><html lang="uk"><head><meta charset="utf-8"/><script>var a=1;</script><title>Лікарі</title></head>',
  '<body><main><h1>Кардіологи у Києві</h1><ul><li>Петренко &lt;script&gt;</li></ul></main>',
  '<script>window.__ctx = {"a":"б"};</script><script type="module">import("/e.js");</script></body></html>',
].join('');

describe('a document cut around its content', () => {
  test('the text holds the head and the scripts; the content stays bytes, with no script in it', () => {
    const { text, content } = splitDocument(Buffer.from(page));
    expect(content.toString()).toBe('<body><main><h1>Кардіологи у Києві</h1><ul><li>Петренко &lt;script&gt;</li></ul></main>');
    expect(text).toBe(page.replace(content.toString(), CONTENT_MARK));
  });

  test('joined again it is the same document, its validator the hash of its bytes', () => {
    const { text, content } = splitDocument(Buffer.from(page));
    const { body, etag } = joinDocument(text, content);
    expect(body.toString()).toBe(page);
    expect(etag).toBe(`W/"${createHash('sha1').update(page).digest('base64url')}"`);
  });

  test('a rewrite of the head and the scripts keeps the content where it was', () => {
    const { text, content } = splitDocument(Buffer.from(page));
    const { body } = joinDocument(text.replace('var a=1;', 'var a=2;').replace('type="module"', 'type="text/x-later"'), content);
    expect(body.toString()).toBe(page.replace('var a=1;', 'var a=2;').replace('type="module"', 'type="text/x-later"'));
  });

  test('a document without a head or scripts after it is all text', () => {
    for (const plain of ['Not Found', '<html><head></head><body><p>без скриптів</p></body></html>']) {
      const { text, content } = splitDocument(Buffer.from(plain));
      expect([text, content.length]).toEqual([plain, 0]);
      expect(joinDocument(text, content).body.toString()).toBe(plain);
    }
  });
});
