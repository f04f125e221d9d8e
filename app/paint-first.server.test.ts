import { describe, expect, it } from 'vitest';
import { DEFERRED_TYPE, FALLBACK_MS, paintFirst } from './paint-first.server.ts';

const page = [
  '<!DOCTYPE html><html><head>',
  '<link rel="modulepreload" href="/assets/entry.js" nonce="abc"/>',
  '<link rel="modulepreload" href="/assets/react-Ab_1.js" nonce="abc"/>',
  '<link rel="modulepreload" href="/assets/route.js" nonce="abc"/>',
  '<link nonce="" rel="stylesheet" href="/assets/root.css"/>',
  '</head><body><main>Text</main>',
  '<script nonce="abc">window.__ctx = 1;</script>',
  '<script nonce="abc" type="module" async="">import * as route0 from "/assets/route.js";\nimport("/assets/entry.js");</script>',
  '<script nonce="abc">window.__after = 1;</script>',
  '</body></html>',
].join('');

describe('paintFirst', () => {
  const out = paintFirst(page);

  it('drops the module preloads and keeps the stylesheets', () => {
    expect(out).not.toContain('modulepreload" href');
    expect(out).toContain('<link nonce="" rel="stylesheet" href="/assets/root.css"/>');
  });

  it('makes the route-module script inert, nonce and text kept, every file but the entry imported first', () => {
    expect(out).toContain(
      `<script nonce="abc" type="${DEFERRED_TYPE}" async="">import "/assets/react-Ab_1.js";import "/assets/route.js";import * as route0 from "/assets/route.js";\nimport("/assets/entry.js");</script>`,
    );
    expect(out).not.toMatch(/<script[^>]*type="module"/);
  });

  it('adds a loader with the nonce right after it, preloading the entry', () => {
    const loader = /<script nonce="abc">(\(function\(\)\{.*?\}\)\(\))<\/script><script nonce="abc">window.__after/.exec(out);
    expect(loader).not.toBeNull();
    expect(loader![1]).toContain('["/assets/entry.js"].forEach');
    expect(loader![1]).toContain(`setTimeout(go,${FALLBACK_MS})`);
    expect(() => new Function(loader![1])).not.toThrow();
  });

  it('runs the loader: preloads then a module script with the same text and nonce, once', async () => {
    const loader = /<script nonce="abc">(\(function\(\)\{.*?\}\)\(\))<\/script>/.exec(out)![1];
    const head: { rel?: string; href?: string; type?: string; text?: string; nonce?: string }[] = [];
    const inert = { text: 'import("/assets/entry.js");' };
    let frame: (() => void) | undefined;
    const timers: (() => void)[] = [];
    const document = {
      currentScript: { nonce: 'abc' },
      head: { appendChild: (node: (typeof head)[number]) => head.push(node) },
      createElement: () => ({}),
      querySelector: (selector: string) => (selector === `script[type="${DEFERRED_TYPE}"]` ? inert : null),
    };
    const window = { requestAnimationFrame: (callback: () => void) => (frame = callback) };
    new Function('document', 'window', 'requestAnimationFrame', 'setTimeout', 'JSON', loader)(document, window, window.requestAnimationFrame, (callback: () => void) =>
      timers.push(callback),
      JSON,
    );
    expect(head).toHaveLength(0);
    frame!();
    for (const timer of timers.splice(0)) timer();
    expect(head.map((node) => node.href ?? node.text)).toEqual(['/assets/entry.js', 'import "/assets/react-Ab_1.js";', inert.text]);
    expect(head[1]).toMatchObject({ type: 'module', nonce: 'abc' });
    expect(head[2]).toMatchObject({ type: 'module', nonce: 'abc', text: inert.text });
    for (const timer of timers.splice(0)) timer();
    expect(head).toHaveLength(3);
  });

  it('leaves a document without a module script alone', () => {
    expect(paintFirst('<html><body>Not found</body></html>')).toBe('<html><body>Not found</body></html>');
  });
});
