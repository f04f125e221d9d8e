import { getSchema, Node } from '@tiptap/core';
import { Image } from '@tiptap/extension-image';
import { Table, TableCell, TableHeader, TableRow } from '@tiptap/extension-table';
import { StarterKit } from '@tiptap/starter-kit';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  documentText,
  safeHref,
  ZRichDocument,
  type RichBlock,
  type RichDocument,
  type RichInline,
  type RichListItem,
  type RichMark,
} from '../../contracts/rich-text.ts';
import { htmlToDocument, sanitizeDocument } from './html-to-document.ts';

/** The editor's nodes and marks, to prove a converted text opens in the editor as it is. */
const editorSchema = getSchema([
  StarterKit.configure({ code: false, codeBlock: false }),
  Table,
  TableRow,
  TableHeader,
  TableCell,
  Image,
  Node.create({ name: 'video', group: 'block', atom: true, addAttributes: () => ({ src: { default: null } }) }),
]);

/** Every conversion is a document the server accepts unchanged and the editor can open. */
function convert(html: string | null | undefined): RichDocument | null {
  const document = htmlToDocument(html);
  if (document) {
    expect(ZRichDocument.parse(document)).toEqual(document);
    expect(() => editorSchema.nodeFromJSON(document).check()).not.toThrow();
  }
  return document;
}

const doc = (...content: RichBlock[]): RichDocument => ({ type: 'doc', content });
const p = (...content: RichInline[]): RichBlock => ({ type: 'paragraph', content });
const heading = (level: 2 | 3 | 4, value: string): RichBlock => ({ type: 'heading', attrs: { level }, content: [text(value)] });
const text = (value: string, ...marks: RichMark[]): RichInline => (marks.length ? { type: 'text', text: value, marks } : { type: 'text', text: value });
const li = (...content: RichBlock[]): RichListItem => ({ type: 'listItem', content });
const ul = (...content: RichListItem[]): RichBlock => ({ type: 'bulletList', content });
const br: RichInline = { type: 'hardBreak' };
const bold: RichMark = { type: 'bold' };
const italic: RichMark = { type: 'italic' };
const link = (href: string): RichMark => ({ type: 'link', attrs: { href } });

describe('htmlToDocument', () => {
  it('keeps paragraphs, headings, lists, emphasis and safe links', () => {
    const html =
      '<h2>Симптоми</h2>\n<p>Біль <b>у грудях</b> і <a href="/doctors/kardiolog" onclick="x()">кардіолог</a>.</p><ul><li>один</li> <li>два</li></ul>';
    expect(convert(html)).toEqual(
      doc(
        heading(2, 'Симптоми'),
        p(text('Біль '), text('у грудях', bold), text(' і '), text('кардіолог', link('/doctors/kardiolog')), text('.')),
        ul(li(p(text('один'))), li(p(text('два')))),
      ),
    );
  });

  it('gives a heading level 2 to 4 and every mark its own', () => {
    expect(convert('<h1>a</h1><h2>b</h2><h3>c</h3><h4>d</h4><h5>e</h5><h6>f</h6>')).toEqual(
      doc(heading(2, 'a'), heading(2, 'b'), heading(3, 'c'), heading(4, 'd'), heading(4, 'e'), heading(4, 'f')),
    );
    expect(convert('<p><strong>a</strong><i>b</i><u>c</u><s>d</s><strike>e</strike><del>f</del><em><b>g</b></em></p>')).toEqual(
      doc(p(text('a', bold), text('b', italic), text('c', { type: 'underline' }), text('def', { type: 'strike' }), text('g', bold, italic))),
    );
  });

  it('drops scripts, styles and frames with their content, and unwraps unknown tags', () => {
    const html = '<p>до<script>alert(1)</script><span style="x">після</span></p><style>p{}</style><iframe src="//evil"></iframe>';
    expect(convert(html)).toEqual(doc(p(text('допісля'))));
    expect(convert('<form><p>поле</p></form><noscript><p>без скриптів</p></noscript><template><p>шаблон</p></template><title>T</title>')).toBeNull();
  });

  it('turns links with unsafe targets into their text', () => {
    for (const href of ['javascript:alert(1)', 'java\tscript:alert(1)', '&#106;avascript:alert(1)', '//evil.example', 'data:text/html,x', '/\\evil']) {
      expect(convert(`<p><a href="${href}">клік</a></p>`)).toEqual(doc(p(text('клік'))));
    }
    expect(convert('<p><a href="https://moz.gov.ua">МОЗ</a></p>')).toEqual(doc(p(text('МОЗ', link('https://moz.gov.ua')))));
  });

  it('closes what the browser would close', () => {
    expect(convert('<p>вступ<ul><li>а<li>б</ul>')).toEqual(doc(p(text('вступ')), ul(li(p(text('а'))), li(p(text('б'))))));
    expect(convert('<h1>Назва</h1><li>пункт</li>')).toEqual(doc(heading(2, 'Назва'), p(text('пункт'))));
  });

  it('reads plain text: blank lines part paragraphs, line breaks stay', () => {
    expect(convert('Перший рядок\nдругий\n\nНовий абзац')).toEqual(doc(p(text('Перший рядок'), br, text('другий')), p(text('Новий абзац'))));
    expect(convert('рядок<br>\nнаступний\r\n\r\nабзац')).toEqual(doc(p(text('рядок'), br, text('наступний')), p(text('абзац'))));
    expect(convert('  ')).toBeNull();
    expect(convert(null)).toBeNull();
    expect(convert(undefined)).toBeNull();
    expect(convert('<p> </p><p></p><p><br></p><div>&nbsp;</div>')).toBeNull();
  });

  it('collapses whitespace as a browser shows it, and a div is a line of its own', () => {
    expect(convert('<p>  а \n  <b> б </b>  в </p>')).toEqual(doc(p(text('а '), text('б ', bold), text('в'))));
    expect(convert('<p>а <br> б</p>')).toEqual(doc(p(text('а'), br, text('б'))));
    expect(convert('<div>а</div>б<div><span>в</span></div>')).toEqual(doc(p(text('а')), p(text('б')), p(text('в'))));
  });

  it('decodes entities as text, never as markup', () => {
    expect(convert('<p>&lt;script&gt; &amp; &#1058;&#x0456; &unknown;</p>')).toEqual(doc(p(text('<script> & Ті &unknown;'))));
  });

  it('gives the plain text of a document', () => {
    expect(documentText(convert('<h2>А</h2><p>б <em>в</em></p><ul><li>г</li></ul>'))).toBe('А\nб в\nг');
  });

  it('nests lists: an item starts with a paragraph, a stray list joins the item before it', () => {
    const html = '<ol start="3"><li>перший<ul><li>вкладений</li></ul></li><li><ul><li>лише список</li></ul></li></ol><ul><li>а</li><ul><li>б</li></ul>в</ul>';
    expect(convert(html)).toEqual(
      doc(
        {
          type: 'orderedList',
          attrs: { start: 3 },
          content: [li(p(text('перший')), ul(li(p(text('вкладений'))))), li({ type: 'paragraph' }, ul(li(p(text('лише список')))))],
        },
        ul(li(p(text('а')), ul(li(p(text('б'))))), li(p(text('в')))),
      ),
    );
    expect(convert('<blockquote><p>Цитата</p>автор</blockquote>')).toEqual(doc({ type: 'blockquote', content: [p(text('Цитата')), p(text('автор'))] }));
  });

  it('keeps tables: header cells, sane spans, every cell a paragraph at least', () => {
    const html =
      '<table><caption>Ціни</caption><thead><tr><th>Аналіз</th><th>Ціна</th></tr></thead>' +
      '<tbody><tr><td>Кров</td><td colspan="2" rowspan="3">200 грн</td></tr><tr><td colspan="999" rowspan="x"></td></tr></tbody></table>';
    expect(convert(html)).toEqual(
      doc(p(text('Ціни')), {
        type: 'table',
        content: [
          {
            type: 'tableRow',
            content: [
              { type: 'tableHeader', content: [p(text('Аналіз'))] },
              { type: 'tableHeader', content: [p(text('Ціна'))] },
            ],
          },
          {
            type: 'tableRow',
            content: [
              { type: 'tableCell', content: [p(text('Кров'))] },
              { type: 'tableCell', attrs: { colspan: 2, rowspan: 3 }, content: [p(text('200 грн'))] },
            ],
          },
          { type: 'tableRow', content: [{ type: 'tableCell', content: [{ type: 'paragraph' }] }] },
        ],
      }),
    );
  });

  it('keeps uploaded images with a text alternative only', () => {
    const image = (attrs: { src: string; alt: string; title?: string }): RichBlock => ({ type: 'image', attrs });
    expect(convert('<p>До<img src="/media/uploads/ab12.webp" alt=" Схема  серця " title="Рис. 1" width="300" onerror="alert(1)">після</p>')).toEqual(
      doc(p(text('До')), image({ src: '/media/uploads/ab12.webp', alt: 'Схема серця', title: 'Рис. 1' }), p(text('після'))),
    );
    for (const img of [
      '<img src="https://evil.example/a.png" alt="a">',
      '<img src="/media/uploads/a.webp">',
      '<img src="/media/uploads/a.webp" alt=" ">',
      '<img src="/media/uploads/../a" alt="a">',
    ]) {
      expect(convert(`<p>текст</p>${img}`)).toEqual(doc(p(text('текст'))));
    }
  });

  it('keeps videos of allowed hosts and drops other frames', () => {
    expect(convert('<iframe src="https://www.youtube.com/embed/dQw4w9WgXcQ" width="560" allowfullscreen></iframe>')).toEqual(
      doc({ type: 'video', attrs: { src: 'https://www.youtube.com/embed/dQw4w9WgXcQ' } }),
    );
    expect(convert('<p><iframe src="//player.vimeo.com/video/76979871"></iframe></p>')).toEqual(
      doc({ type: 'video', attrs: { src: 'https://player.vimeo.com/video/76979871' } }),
    );
    for (const src of ['https://evil.example/embed/dQw4w9WgXcQ', 'javascript:alert(1)', 'https://www.youtube.com.evil.example/embed/dQw4w9WgXcQ']) {
      expect(convert(`<iframe src="${src}"><p>запасний текст</p></iframe>`)).toBeNull();
    }
  });

  it('cleans a paste from Word: no markers, no empty paragraphs, lists as lists', () => {
    const html = `<html xmlns:o="urn:schemas-microsoft-com:office:office"><head><meta name=Generator content="Microsoft Word 15">
<style><!-- p.MsoNormal {margin:0cm; font-size:11.0pt;} --></style><!--[if gte mso 9]><xml><w:WordDocument><w:View>Normal</w:View></w:WordDocument></xml><![endif]--></head>
<body lang=UK style='tab-interval:35.4pt'><div class=WordSection1>
<!--StartFragment--><p class=MsoNormal><b style='mso-bidi-font-weight:normal'><span lang=UK style='font-size:14.0pt'>Підготовка до аналізу<o:p></o:p></span></b></p>
<p class=MsoNormal><span lang=UK>Кров здають <i>натщесерце</i>,
зранку.<o:p></o:p></span></p>
<p class=MsoNormal><o:p>&nbsp;</o:p></p>
<p class=MsoListParagraphCxSpFirst style='text-indent:-18.0pt;mso-list:l0 level1 lfo1'><![if !supportLists]><span lang=UK style='font-family:Symbol'><span style='mso-list:Ignore'>·<span style='font:7.0pt "Times New Roman"'>&nbsp;&nbsp;&nbsp;&nbsp;&nbsp; </span></span></span><![endif]><span lang=UK>не їсти 8 годин;<o:p></o:p></span></p>
<p class=MsoListParagraphCxSpMiddle style='margin-left:72.0pt;text-indent:-18.0pt;mso-list:l0 level2 lfo1'><!--[if !supportLists]--><span style='font-family:"Courier New"'><span style='mso-list:Ignore'>o<span style='font:7.0pt "Times New Roman"'>&nbsp;&nbsp; </span></span></span><!--[endif]-->навіть каву;<o:p></o:p></p>
<p class=MsoListParagraphCxSpLast style='text-indent:-18.0pt;mso-list:l0 level1 lfo1'><![if !supportLists]><span style='font-family:Symbol'>·<span style='font:7.0pt "Times New Roman"'>&nbsp;&nbsp;&nbsp; </span></span><![endif]>не курити.<o:p></o:p></p>
<p class=MsoNormal style='mso-list:l1 level1 lfo2'><span style='mso-list:Ignore'>1.<span>&nbsp; </span></span>Прийдіть до 10:00.</p>
<p class=MsoNormal style='mso-list:l1 level1 lfo2'><span style='mso-list:Ignore'>2.<span>&nbsp; </span></span>Візьміть направлення.</p>
<!--EndFragment--></div></body></html>`;
    expect(convert(html)).toEqual(
      doc(
        p(text('Підготовка до аналізу', bold)),
        p(text('Кров здають '), text('натщесерце', italic), text(', зранку.')),
        ul(li(p(text('не їсти 8 годин;')), ul(li(p(text('навіть каву;'))))), li(p(text('не курити.')))),
        { type: 'orderedList', content: [li(p(text('Прийдіть до 10:00.'))), li(p(text('Візьміть направлення.')))] },
      ),
    );
  });

  it('cleans a paste from Google Docs: its wrapping bold is not bold, its styled spans are', () => {
    const span = (style: string, value: string) =>
      `<span style="font-size:11pt;font-family:Arial,sans-serif;color:#000000;background-color:transparent;${style}font-variant:normal;vertical-align:baseline;white-space:pre;white-space:pre-wrap;">${value}</span>`;
    const paragraph = (inner: string, role = '') => `<p dir="ltr" style="line-height:1.38;margin-top:0pt;margin-bottom:0pt;"${role}>${inner}</p>`;
    const html =
      '<meta charset="utf-8"><b style="font-weight:normal;" id="docs-internal-guid-5b2f8c1e-7fff-1a2b-3c4d-5e6f7a8b9c0d">' +
      `<h2 dir="ltr" style="line-height:1.38;margin-top:18pt;margin-bottom:6pt;">${span('font-weight:400;font-style:normal;text-decoration:none;', 'Коли звертатися до лікаря')}</h2>` +
      paragraph(
        span('font-weight:400;font-style:normal;', 'Якщо температура ') +
          span('font-weight:700;font-style:normal;', 'вища за 39 °C') +
          span('font-weight:400;font-style:italic;', ' понад три дні') +
          span('font-weight:400;text-decoration:line-through;', ' або') +
          span('font-weight:400;text-decoration:underline;', ' раптово'),
      ) +
      '<br><ul style="margin-top:0;margin-bottom:0;padding-inline-start:48px;">' +
      `<li dir="ltr" style="list-style-type:disc;font-size:11pt;" aria-level="1">${paragraph(span('font-weight:400;', 'задишка;'), ' role="presentation"')}</li>` +
      `<li dir="ltr" style="list-style-type:disc;font-size:11pt;" aria-level="1">${paragraph(span('font-weight:400;', 'біль у грудях.'), ' role="presentation"')}</li></ul><br>` +
      paragraph(
        `<a href="https://moz.gov.ua/" style="text-decoration:none;">${span('font-weight:400;color:#1155cc;text-decoration:underline;', 'Поради МОЗ')}</a>`,
      ) +
      '</b><br class="Apple-interchange-newline">';
    expect(convert(html)).toEqual(
      doc(
        heading(2, 'Коли звертатися до лікаря'),
        p(
          text('Якщо температура '),
          text('вища за 39 °C', bold),
          text(' понад три дні', italic),
          text(' або', { type: 'strike' }),
          text(' раптово', { type: 'underline' }),
        ),
        ul(li(p(text('задишка;'))), li(p(text('біль у грудях.')))),
        p(text('Поради МОЗ', link('https://moz.gov.ua/'))),
      ),
    );
  });

  it('leaves nothing of hostile markup but its text', () => {
    expect(convert('<img src=x onerror=alert(1)>')).toBeNull();
    expect(convert('<svg onload=alert(1)><script>alert(1)</script><text>svg</text></svg>')).toBeNull();
    expect(convert('<math><mi xlink:href="javascript:alert(1)">x</mi></math><object data="x.swf">o</object><embed src="x">')).toBeNull();
    expect(convert('<a href="javascript:alert(1)">клік</a>')).toEqual(doc(p(text('клік'))));
    expect(convert('<p onclick="alert(1)" style="background:url(javascript:alert(1))" class="x" id="y">текст</p>')).toEqual(doc(p(text('текст'))));
    expect(convert('<noscript><p title="</noscript><img src=x onerror=alert(1)>"></p></noscript>')).toBeNull();
    expect(convert('<p>&lt;img src=x onerror=alert(1)&gt;</p>')).toEqual(doc(p(text('<img src=x onerror=alert(1)>'))));
    expect(convert('<span style="display:none">сховане</span><p>видиме</p>')).toEqual(doc(p(text('видиме'))));
  });

  it('stays within the depth limit however deep the markup nests', () => {
    const deep = (open: string, close: string) => `${open.repeat(40)}глибоко${close.repeat(40)}`;
    for (const html of [deep('<blockquote>', '</blockquote>'), deep('<ul><li>', '</li></ul>'), deep('<table><tr><td>', '</td></tr></table>')]) {
      expect(documentText(convert(html))).toBe('глибоко');
    }
  });

  it('gives a valid document for any mix of markup, however broken', () => {
    const pieces = [
      '<p>',
      '</p>',
      '<h1>',
      '</h3>',
      '<ul>',
      '<ol start="0">',
      '<li>',
      '</li>',
      '</ul>',
      '</ol>',
      '<blockquote>',
      '</blockquote>',
      '<table>',
      '<tbody>',
      '<tr>',
      '<td colspan=3>',
      '<th rowspan=2>',
      '</td>',
      '</tr>',
      '</table>',
      '<b>',
      '</b>',
      '<i style="font-weight:700">',
      '</i>',
      '<a href="/x">',
      '<a href="javascript:x">',
      '</a>',
      '<br>',
      '<hr>',
      '<div>',
      '</div>',
      '<span style="display:none">',
      '</span>',
      '<img src="/media/uploads/a.webp" alt="a">',
      '<iframe src="https://youtu.be/dQw4w9WgXcQ"></iframe>',
      '<script>',
      '</script>',
      '<!--[if !supportLists]-->',
      '<!--[endif]-->',
      "<p style='mso-list:l0 level2 lfo1'>",
      "<p style='mso-list:l1 level1 lfo2'>",
      '<span style="mso-list:Ignore">1.</span>',
      'текст',
      ' ',
      '\n',
      '\n\n',
      '&nbsp;',
      '&lt;',
    ];
    fc.assert(
      fc.property(fc.array(fc.constantFrom(...pieces), { maxLength: 80 }), (parts) => {
        convert(parts.join(''));
      }),
      { seed: 284, numRuns: 400 },
    );
  });
});

describe('ZRichDocument', () => {
  it("accepts the editor's own JSON and keeps only the attributes it names", () => {
    const { nodes, marks } = editorSchema;
    const cell = (type: 'tableCell' | 'tableHeader') =>
      nodes[type].create({ colspan: 2, colwidth: [120, 80] }, nodes.paragraph.create(null, editorSchema.text('к')));
    const written = nodes.doc
      .create(null, [
        nodes.heading.create({ level: 3 }, editorSchema.text('Заголовок')),
        nodes.paragraph.create(null, [
          editorSchema.text('посилання', [marks.link.create({ href: '/doctors', target: '_blank', class: 'x' }), marks.bold.create()]),
          nodes.hardBreak.create(null, null, [marks.italic.create()]),
        ]),
        nodes.paragraph.create(),
        nodes.orderedList.create({ start: 2, type: 'a' }, nodes.listItem.create(null, nodes.paragraph.create(null, editorSchema.text('пункт')))),
        nodes.table.create(null, nodes.tableRow.create(null, [cell('tableHeader'), cell('tableCell')])),
        nodes.image.create({ src: '/media/uploads/a.webp', alt: 'Фото', width: 300 }),
        nodes.video.create({ src: 'https://youtu.be/dQw4w9WgXcQ' }),
        nodes.horizontalRule.create(),
        nodes.blockquote.create(null, nodes.paragraph.create(null, editorSchema.text('цитата', [marks.underline.create(), marks.strike.create()]))),
      ])
      .toJSON() as unknown;
    const parsed = ZRichDocument.parse(written);
    expect(parsed.content[1]).toEqual(p(text('посилання', link('/doctors'), bold), br));
    expect(parsed.content[2]).toEqual({ type: 'paragraph' });
    expect(parsed.content[3]).toEqual({ type: 'orderedList', attrs: { start: 2 }, content: [li(p(text('пункт')))] });
    expect(parsed.content[4]).toMatchObject({ content: [{ content: [{ type: 'tableHeader', attrs: { colspan: 2, rowspan: 1 } }, { type: 'tableCell' }] }] });
    expect(JSON.stringify(parsed)).not.toMatch(/colwidth|target|class|width|"type":"a"/);
    expect(parsed.content[5]).toEqual({ type: 'image', attrs: { src: '/media/uploads/a.webp', alt: 'Фото', title: null } });
  });

  it('refuses what the editor could not have written safely', () => {
    const paragraphWith = (mark: unknown) => ({ type: 'doc', content: [{ type: 'paragraph', content: [{ type: 'text', text: 'x', marks: [mark] }] }] });
    expect(sanitizeDocument(paragraphWith({ type: 'link', attrs: { href: 'javascript:alert(1)' } }))).toBeNull();
    expect(sanitizeDocument(paragraphWith({ type: 'code' }))).toBeNull();
    expect(sanitizeDocument({ type: 'doc', content: [{ type: 'image', attrs: { src: 'https://evil.example/a.png', alt: 'a' } }] })).toBeNull();
    expect(sanitizeDocument({ type: 'doc', content: [{ type: 'video', attrs: { src: 'https://evil.example/embed/x' } }] })).toBeNull();
    expect(sanitizeDocument('<p>html</p>')).toBeNull();
    expect(sanitizeDocument(paragraphWith({ type: 'italic', attrs: { onclick: 'x' } }))).toEqual(doc(p(text('x', italic))));
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
