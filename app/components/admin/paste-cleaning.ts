import { DROPPED_ELEMENTS, isUploadedImage, safeHref, videoEmbedUrl } from '../../../contracts/rich-text.ts';

/**
 * What Word and Google Docs put on the clipboard, reduced to plain markup before the editor reads it: their
 * formatting lives in styles and classes the editor ignores, so bold and italic written as a span's style would
 * be lost, and their private tags and list bullets would come through as stray text. Only the attributes the
 * editor's nodes read stay, and only addresses it would keep: the editor parses the result in the live page,
 * where an `onerror` would run and a foreign image would load before its schema dropped them. Runs in the
 * browser only (it needs DOMParser, whose document is inert).
 */
export function cleanPastedHtml(html: string): string {
  if (typeof DOMParser === 'undefined') return html;
  const document = new DOMParser().parseFromString(withoutHandlers(html), 'text/html');
  removeComments(document);
  for (const element of Array.from(document.body.querySelectorAll('*'))) cleanElement(element);
  return document.body.innerHTML;
}

/**
 * Event handler attributes out of every tag before anything parses the markup: none would run (the parsed
 * document is inert and the pages' Content-Security-Policy refuses inline handlers), but the browser reports
 * each refusal. Text is escaped in clipboard markup, so only real tags match.
 */
const withoutHandlers = (html: string) => html.replace(/<[a-z][^>]*>/gi, (tag) => tag.replace(/\s+on[a-z]+\s*=\s*(?:"[^"]*"|'[^']*'|[^\s>]+)/gi, ''));

/** Marks a span's style stands for, as the tag the editor reads for each. */
const STYLE_MARKS: readonly { tag: string; applies: (style: CSSStyleDeclaration) => boolean }[] = [
  { tag: 'strong', applies: (style) => style.fontWeight === 'bold' || Number(style.fontWeight) >= 600 },
  { tag: 'em', applies: (style) => style.fontStyle === 'italic' },
  { tag: 'u', applies: (style) => decoration(style).includes('underline') },
  { tag: 's', applies: (style) => decoration(style).includes('line-through') },
];

/** Google Docs writes `text-decoration-line`, Word the `text-decoration` shorthand. */
const decoration = (style: CSSStyleDeclaration) => `${style.textDecorationLine ?? ''} ${style.textDecoration ?? ''}`;

/** The attributes the editor's nodes and marks read, each kept only with a value the editor would keep. */
const KEPT: Readonly<Record<string, (value: string, tag: string) => boolean>> = {
  href: (value, tag) => tag === 'a' && safeHref(value) !== null,
  src: (value, tag) => (tag === 'img' ? isUploadedImage(value) : tag === 'iframe' && videoEmbedUrl(value) !== null),
  alt: () => true,
  title: () => true,
  colspan: () => true,
  rowspan: () => true,
  'data-video-src': (value) => videoEmbedUrl(value) !== null,
};

function cleanElement(element: Element) {
  const tag = element.localName;
  // Word's own tags (`<o:p>`, `<v:shape>`) and its typed list bullets (`<span style="mso-list:Ignore">·</span>`).
  if (DROPPED_ELEMENTS.has(tag) || tag.includes(':') || element.getAttribute('style')?.includes('mso-list:Ignore')) return element.remove();
  // An image of elsewhere or a frame of another player: the editor keeps neither, and must not load them.
  if ((tag === 'img' || tag === 'iframe') && !KEPT.src(element.getAttribute('src') ?? '', tag)) return element.remove();
  // Google Docs wraps the whole clipboard in a bold element that is not bold.
  if (tag === 'b' && element.id.startsWith('docs-internal-guid-')) return unwrap(element);
  if (tag === 'span' && element instanceof HTMLElement) {
    const marks = STYLE_MARKS.filter((mark) => mark.applies(element.style)).map((mark) => mark.tag);
    if (marks.length > 0) wrapChildren(element, marks);
  }
  for (const { name, value } of Array.from(element.attributes)) if (!KEPT[name]?.(value, tag)) element.removeAttribute(name);
}

function removeComments(document: Document) {
  // Word's conditional comments (`<!--[if gte mso 9]>…<![endif]-->`) hold its settings as XML.
  const walker = document.createTreeWalker(document, NodeFilter.SHOW_COMMENT);
  const comments: Node[] = [];
  while (walker.nextNode()) comments.push(walker.currentNode);
  for (const comment of comments) comment.parentNode?.removeChild(comment);
}

function unwrap(element: Element) {
  element.replaceWith(...Array.from(element.childNodes));
}

/** Moves an element's children into nested mark tags (`<span><strong><em>…</em></strong></span>`). */
function wrapChildren(element: Element, tags: readonly string[]) {
  const children = Array.from(element.childNodes);
  let innermost: Element = element;
  for (const tag of tags) {
    const mark = element.ownerDocument.createElement(tag);
    innermost.appendChild(mark);
    innermost = mark;
  }
  innermost.append(...children);
}
