import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { scriptHashSources } from './script-hashes.server.ts';

const source = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

describe('scriptHashSources', () => {
  it('hashes the inline scripts a browser runs and the ones added later, once each', () => {
    const html = [
      '<script>window.__ctx = 1;</script>',
      '<script type="module">import "/a.js";</script>',
      '<script type="application/ld+json">{"@type":"Thing"}</script>',
      '<script type="text/x-vz-deferred">import("/entry.js");</script>',
      '<script async src="https://www.googletagmanager.com/gtm.js?id=X"></script>',
      '<script>window.__ctx = 1;</script>',
      '<script TYPE="text/javascript">ä();</script>',
    ].join('');
    expect(scriptHashSources(html, ['import("/entry.js");'])).toEqual([
      source('window.__ctx = 1;'),
      source('import "/a.js";'),
      source('ä();'),
      source('import("/entry.js");'),
    ]);
  });

  it('gives the same sources for the same page, so its policy can be cached with it', () => {
    const html = '<script>window.__ctx = {"page":2};</script>';
    expect(scriptHashSources(html)).toEqual(scriptHashSources(html));
    expect(scriptHashSources('<p>no scripts</p>')).toEqual([]);
  });
});
