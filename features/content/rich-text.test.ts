import { describe, expect, it } from 'vitest';
import { decodeEntities, parseRichText, richTextToPlain, safeHref } from './rich-text.ts';

describe('parseRichText', () => {
  it('keeps paragraphs, headings, lists, emphasis and safe links', () => {
    const tree = parseRichText('<h2>Симптоми</h2>\n<p>Біль <b>у грудях</b> і <a href="/doctors/kardiolog" onclick="x()">кардіолог</a>.</p><ul><li>один</li> <li>два</li></ul>');
    expect(tree).toEqual([
      { tag: 'h2', children: ['Симптоми'] },
      { tag: 'p', children: ['Біль ', { tag: 'strong', children: ['у грудях'] }, ' і ', { tag: 'a', href: '/doctors/kardiolog', children: ['кардіолог'] }, '.'] },
      { tag: 'ul', children: [{ tag: 'li', children: ['один'] }, { tag: 'li', children: ['два'] }] },
    ]);
  });

  it('drops scripts, styles and frames with their content, and unwraps unknown tags', () => {
    const tree = parseRichText('<p>до<script>alert(1)</script><span style="x">після</span></p><style>p{}</style><iframe src="//evil"></iframe>');
    expect(tree).toEqual([{ tag: 'p', children: ['допісля'] }]);
  });

  it('turns links with unsafe targets into their text', () => {
    for (const href of ['javascript:alert(1)', 'java\tscript:alert(1)', '&#106;avascript:alert(1)', '//evil.example', 'data:text/html,x', '/\\evil']) {
      expect(parseRichText(`<p><a href="${href}">клік</a></p>`)).toEqual([{ tag: 'p', children: ['клік'] }]);
    }
    expect(parseRichText('<p><a href="https://moz.gov.ua">МОЗ</a></p>')).toEqual([{ tag: 'p', children: [{ tag: 'a', href: 'https://moz.gov.ua', children: ['МОЗ'] }] }]);
  });

  it('closes what the browser would close, so the server markup and the hydrated tree agree', () => {
    expect(parseRichText('<p>вступ<ul><li>а<li>б</ul>')).toEqual([
      { tag: 'p', children: ['вступ'] },
      { tag: 'ul', children: [{ tag: 'li', children: ['а'] }, { tag: 'li', children: ['б'] }] },
    ]);
    expect(parseRichText('<h1>Назва</h1><li>пункт</li>')).toEqual([{ tag: 'h2', children: ['Назва'] }, { tag: 'p', children: ['пункт'] }]);
  });

  it('reads plain text: blank lines part paragraphs, line breaks stay', () => {
    expect(parseRichText('Перший рядок\nдругий\n\nНовий абзац')).toEqual([
      { tag: 'p', children: ['Перший рядок', { tag: 'br', children: [] }, 'другий'] },
      { tag: 'p', children: ['Новий абзац'] },
    ]);
    expect(parseRichText('  ')).toEqual([]);
    expect(parseRichText(null)).toEqual([]);
    expect(parseRichText('<p> </p><p></p>')).toEqual([]);
  });

  it('decodes entities as text, never as markup', () => {
    expect(parseRichText('<p>&lt;script&gt; &amp; &#1058;&#x0456;</p>')).toEqual([{ tag: 'p', children: ['<script> & Ті'] }]);
    expect(decodeEntities('&unknown; &#0; &#xD800;')).toBe('&unknown;  ');
  });

  it('gives the plain text of a tree', () => {
    expect(richTextToPlain(parseRichText('<h2>А</h2><p>б <em>в</em></p><ul><li>г</li></ul>'))).toBe('А б в г');
  });
});

describe('safeHref', () => {
  it('allows http(s), mailto, tel and site paths only', () => {
    expect(safeHref('tel:+380441234567')).toBe('tel:+380441234567');
    expect(safeHref('mailto:help@vizyt.ua')).toBe('mailto:help@vizyt.ua');
    expect(safeHref('/blogs')).toBe('/blogs');
    expect(safeHref('vbscript:x')).toBeNull();
    expect(safeHref('')).toBeNull();
  });
});
