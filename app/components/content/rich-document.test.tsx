import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { RichBlock, RichDocument, RichInline } from '../../../contracts/rich-text.ts';
import { RichDocumentView } from './rich-document.tsx';

const render = (content: RichBlock[], videoTitle?: string) =>
  renderToStaticMarkup(
    <MemoryRouter>
      <RichDocumentView document={{ type: 'doc', content }} videoTitle={videoTitle} />
    </MemoryRouter>,
  );
/** The markup inside the text's own wrapper. */
const inner = (content: RichBlock[], videoTitle?: string) => render(content, videoTitle).replace(/^<div class="[^"]*">|<\/div>$/g, '');
const p = (...content: RichInline[]): RichBlock => ({ type: 'paragraph', content });

describe('RichDocumentView', () => {
  it('renders nothing for no text', () => {
    expect(renderToStaticMarkup(<RichDocumentView document={null} />)).toBe('');
    expect(renderToStaticMarkup(<RichDocumentView document={{ type: 'doc', content: [] }} />)).toBe('');
  });

  it('renders blocks and marks, neighbours sharing one element', () => {
    const html = inner([
      { type: 'heading', attrs: { level: 3 }, content: [{ type: 'text', text: 'Симптоми' }] },
      p(
        { type: 'text', text: 'Біль ', marks: [{ type: 'bold' }] },
        { type: 'text', text: 'у грудях', marks: [{ type: 'italic' }, { type: 'bold' }] },
        { type: 'hardBreak' },
        { type: 'text', text: 'i ', marks: [{ type: 'underline' }] },
        { type: 'text', text: 'x', marks: [{ type: 'strike' }] },
      ),
      { type: 'paragraph' },
      { type: 'orderedList', attrs: { start: 3 }, content: [{ type: 'listItem', content: [p({ type: 'text', text: 'один' })] }] },
      { type: 'bulletList', content: [{ type: 'listItem', content: [p({ type: 'text', text: 'два' })] }] },
      { type: 'blockquote', content: [p({ type: 'text', text: 'цитата' })] },
      { type: 'horizontalRule' },
    ]);
    expect(html).toBe(
      '<h3>Симптоми</h3><p><strong>Біль <em>у грудях</em></strong><br/><u>i </u><s>x</s></p>' +
        '<ol start="3"><li><p>один</p></li></ol><ul><li><p>два</p></li></ul><blockquote><p>цитата</p></blockquote><hr/>',
    );
  });

  it('links site paths through the router and other addresses with a safe rel', () => {
    const html = inner([
      p(
        { type: 'text', text: 'до ', marks: [{ type: 'link', attrs: { href: '/doctors/kyiv' } }] },
        { type: 'text', text: 'кардіолога', marks: [{ type: 'bold' }, { type: 'link', attrs: { href: '/doctors/kyiv' } }] },
        { type: 'text', text: ' і ' },
        { type: 'text', text: 'МОЗ', marks: [{ type: 'link', attrs: { href: 'https://moz.gov.ua' } }] },
      ),
    ]);
    expect(html).toMatch(
      /^<p><a href="\/doctors\/kyiv"[^>]*>до <strong>кардіолога<\/strong><\/a> і <a href="https:\/\/moz.gov.ua" rel="noopener noreferrer nofollow">МОЗ<\/a><\/p>$/,
    );
  });

  it('renders a table with its head, spans and scrolling box', () => {
    const cell = (type: 'tableCell' | 'tableHeader', text: string, attrs?: { colspan?: number; rowspan?: number }) => ({
      type,
      ...(attrs ? { attrs } : {}),
      content: [p({ type: 'text', text })],
    });
    const html = inner([
      {
        type: 'table',
        content: [
          { type: 'tableRow', content: [cell('tableHeader', 'Аналіз'), cell('tableHeader', 'Ціна')] },
          { type: 'tableRow', content: [cell('tableCell', 'Кров', { colspan: 1, rowspan: 2 }), cell('tableCell', '200 грн', { colspan: 2 })] },
        ],
      },
    ]);
    expect(html).toMatch(/^<div class="[^"]+" tabindex="0"><table>/);
    expect(html).toContain('<thead><tr><th><p>Аналіз</p></th><th><p>Ціна</p></th></tr></thead>');
    // React writes some attribute names in camel case (`rowSpan`); HTML reads them in any case.
    expect(html).toMatch(/<tbody><tr><td rowspan="2"><p>Кров<\/p><\/td><td colspan="2"><p>200 грн<\/p><\/td><\/tr><\/tbody>/i);
  });

  it('renders uploaded images lazily with their narrower copies, a titled one as a figure', () => {
    const html = inner([
      { type: 'image', attrs: { src: '/media/uploads/a.webp', alt: 'Схема' } },
      { type: 'image', attrs: { src: '/media/uploads/b.webp', alt: 'Серце', title: 'Рис. 1' } },
    ]);
    const variants = (src: string) => `srcSet="${src}?w=480 480w, ${src}?w=960 960w, ${src} 1600w" sizes="(max-width: 800px) 100vw, 768px"`;
    expect(html).toMatch(/^<img /);
    expect(html).toContain(`<img src="/media/uploads/a.webp" ${variants('/media/uploads/a.webp')} alt="Схема" loading="lazy" decoding="async"/>`);
    expect(html).toMatch(
      /<figure class="[^"]+"><img src="\/media\/uploads\/b.webp" [^>]*alt="Серце" loading="lazy" decoding="async"\/><figcaption>Рис. 1<\/figcaption><\/figure>$/,
    );
  });

  it("plays a video in its host's privacy player, named by the caller", () => {
    const html = inner([{ type: 'video', attrs: { src: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ' } }], 'Відео до статті');
    expect(html).toMatch(/^<div class="[^"]+"><iframe src="https:\/\/www.youtube-nocookie.com\/embed\/dQw4w9WgXcQ" title="Відео до статті" /);
    expect(html).toContain('sandbox="allow-scripts allow-same-origin allow-presentation"');
    expect(html).toMatch(/referrerPolicy="strict-origin-when-cross-origin"/i);
    expect(html).toMatch(/allowfullscreen="" loading="lazy"/i);
    expect(inner([{ type: 'video', attrs: { src: 'https://vimeo.com/76979871' } }])).toContain('title="Vimeo"');
  });

  it('never writes a script or a script address, whatever reaches it', () => {
    const hostile = {
      type: 'doc',
      content: [
        p(
          { type: 'text', text: '<script>alert(1)</script>' },
          { type: 'text', text: 'клік', marks: [{ type: 'link', attrs: { href: 'javascript:alert(1)' } }] },
          { type: 'text', text: 'ще', marks: [{ type: 'link', attrs: { href: ' java\tscript:alert(1)' } }] },
        ),
        { type: 'image', attrs: { src: 'javascript:alert(1)', alt: 'x' } },
        { type: 'image', attrs: { src: 'https://evil.example/a.png', alt: 'x' } },
        { type: 'video', attrs: { src: 'javascript:alert(1)' } },
        { type: 'script', content: [{ type: 'text', text: 'alert(1)' }] },
        { type: 'paragraph', content: [{ type: 'text', text: 'x', marks: [{ type: 'onclick' }] }, { type: 'img' }] },
      ],
    } as unknown as RichDocument;
    const html = renderToStaticMarkup(
      <MemoryRouter>
        <RichDocumentView document={hostile} />
      </MemoryRouter>,
    );
    expect(html).not.toMatch(/<script|javascript:|<img|<iframe|onclick/i);
    expect(html).toContain('<p>&lt;script&gt;alert(1)&lt;/script&gt;клікще</p><p>x</p>');
  });
});
