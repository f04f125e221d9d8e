/**
 * Staff write articles, diseases and legal texts as simple HTML (`<p>`, lists, links). Pages never put
 * that HTML into the document as is: the loader turns it into this small tree of allowed elements and
 * the page renders the tree with React, so a pasted `<script>`, an `onclick` or a `javascript:` link
 * can never reach a visitor, whoever typed it (docs/decisions/100).
 */
import type { RichElement, RichNode, RichTag } from '../../contracts/content.ts';

/** Tags kept, and the tag each is rendered as (`b` is `strong`; an `h1` in a body would be a second page title). */
const ALLOWED: Readonly<Record<string, RichTag>> = {
  p: 'p', h1: 'h2', h2: 'h2', h3: 'h3', h4: 'h4', h5: 'h4', h6: 'h4', ul: 'ul', ol: 'ol', li: 'li',
  strong: 'strong', b: 'strong', em: 'em', i: 'em', a: 'a', br: 'br', blockquote: 'blockquote',
};
/** Elements dropped together with everything inside them. */
const DROPPED = new Set(['script', 'style', 'iframe', 'object', 'embed', 'template', 'noscript', 'svg', 'math', 'head', 'title']);
const VOID = new Set(['br', 'hr', 'img', 'input', 'meta', 'link', 'wbr', 'source', 'col', 'area', 'base', 'embed', 'param', 'track']);
const BLOCK_TAGS = new Set<RichTag>(['p', 'h2', 'h3', 'h4', 'ul', 'ol', 'blockquote']);
const LISTS = new Set<RichTag>(['ul', 'ol']);
/** Elements that hold text and inline elements only. */
const INLINE_CONTENT = new Set<RichTag>(['p', 'h2', 'h3', 'h4', 'strong', 'em', 'a']);

const NAMED_ENTITIES: Readonly<Record<string, string>> = {
  amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0', ndash: '–', mdash: '—', laquo: '«', raquo: '»',
  hellip: '…', rsquo: '’', lsquo: '‘', ldquo: '“', rdquo: '”', bdquo: '„', copy: '©', reg: '®', deg: '°', times: '×',
};

export function decodeEntities(value: string): string {
  return value.replace(/&(#x[0-9a-f]{1,6}|#\d{1,7}|[a-z]{2,8});/gi, (whole, name: string) => {
    if (name[0] === '#') {
      const code = name[1] === 'x' || name[1] === 'X' ? Number.parseInt(name.slice(2), 16) : Number.parseInt(name.slice(1), 10);
      return code > 0 && code <= 0x10ffff && !(code >= 0xd800 && code <= 0xdfff) ? String.fromCodePoint(code) : '';
    }
    return NAMED_ENTITIES[name.toLowerCase()] ?? whole;
  });
}

/** A link target a visitor may follow: http(s), mailto, tel, or a path of this site (never `//host`). */
export function safeHref(raw: string): string | null {
  // Browsers ignore tabs, line breaks and leading control characters in URLs: so must we, or `java\tscript:` slips by.
  const href = decodeEntities(raw).replace(/[\u0000-\u0020\u007f]/g, '');
  if (/^\/(?![/\\])/.test(href)) return href;
  return /^(https?:\/\/|mailto:|tel:)/i.test(href) ? href : null;
}

const attribute = (attributes: string, name: string): string | null => {
  const match = new RegExp(`(?:^|\\s)${name}\\s*=\\s*(?:"([^"]*)"|'([^']*)'|([^\\s"'>]+))`, 'i').exec(attributes);
  return match ? (match[1] ?? match[2] ?? match[3] ?? '') : null;
};

const TOKEN = /<!--[\s\S]*?-->|<(\/?)([a-zA-Z][a-zA-Z0-9]*)((?:[^>"']|"[^"]*"|'[^']*')*)>/g;

/** The HTML as a tree of allowed elements; text outside any block becomes paragraphs (blank lines split them). */
export function parseRichText(html: string | null | undefined): RichNode[] {
  if (!html?.trim()) return [];
  const root: RichElement = { tag: 'p', children: [] };
  const stack: { element: RichElement; source: string }[] = [{ element: root, source: '#root' }];
  let dropping: { tag: string; depth: number } | null = null;
  let last = 0;
  const top = () => stack[stack.length - 1].element;
  const addText = (raw: string) => {
    if (dropping || raw === '') return;
    const value = decodeEntities(raw);
    const children = top().children;
    const previous = children[children.length - 1];
    if (typeof previous === 'string') children[children.length - 1] = previous + value;
    else children.push(value);
  };

  for (const match of html.matchAll(TOKEN)) {
    addText(html.slice(last, match.index));
    last = match.index + match[0].length;
    const [, closing, rawName = '', attributes = ''] = match;
    if (!rawName) continue; // a comment
    const name = rawName.toLowerCase();
    if (dropping) {
      if (name === dropping.tag) dropping.depth += closing ? -1 : 1;
      if (dropping.depth === 0) dropping = null;
      continue;
    }
    if (DROPPED.has(name)) {
      if (!closing && !attributes.trimEnd().endsWith('/')) dropping = { tag: name, depth: 1 };
      continue;
    }
    const tag = ALLOWED[name];
    if (!tag) continue; // unknown markup is unwrapped: its text stays
    if (closing) {
      const at = stack.findLastIndex((entry) => entry.source === name);
      if (at > 0) stack.length = at;
      continue;
    }
    const element: RichElement = { tag: tag === 'li' && !stack.some((entry) => LISTS.has(entry.element.tag)) ? 'p' : tag, children: [] };
    if (tag === 'a') {
      const href = safeHref(attribute(attributes, 'href') ?? '');
      if (!href) continue; // a link without a safe target is just its text
      element.href = href;
    }
    closeImplied(stack, element.tag);
    top().children.push(element);
    if (!VOID.has(name)) stack.push({ element, source: name });
  }
  addText(html.slice(last));
  return normalize(root.children);
}

/**
 * What the browser's parser would close by itself when `tag` opens: a block ends an open paragraph or
 * heading (and the inline elements in it), a list item ends the previous item, a link ends a link. Doing
 * the same here keeps the server's markup and the tree React hydrates equal.
 */
function closeImplied(stack: { element: RichElement }[], tag: RichTag): void {
  const tagOf = () => stack[stack.length - 1].element.tag;
  if (tag === 'li') {
    while (stack.length > 1 && !LISTS.has(tagOf())) stack.pop();
  } else if (BLOCK_TAGS.has(tag)) {
    while (stack.length > 1 && INLINE_CONTENT.has(tagOf())) stack.pop();
  } else if (tag === 'a') {
    const at = stack.findLastIndex((entry) => entry.element.tag === 'a');
    if (at > 0) stack.length = at;
  }
}

/** Loose text and inline elements between blocks are gathered into paragraphs; empty ones are dropped. */
function normalize(nodes: RichNode[]): RichNode[] {
  const blocks: RichNode[] = [];
  let loose: RichNode[] = [];
  const flush = () => {
    for (const paragraph of splitParagraphs(loose)) blocks.push({ tag: 'p', children: paragraph });
    loose = [];
  };
  for (const node of nodes) {
    if (typeof node !== 'string' && BLOCK_TAGS.has(node.tag)) {
      flush();
      if (!isEmpty(node)) blocks.push(LISTS.has(node.tag) ? listItems(node) : node);
    } else loose.push(node);
  }
  flush();
  return blocks;
}

/** A list holds list items only: whitespace between them goes, stray content becomes an item of its own (nested lists too). */
function listItems(list: RichElement): RichElement {
  const tidy = (node: RichNode): RichNode => (typeof node !== 'string' && LISTS.has(node.tag) ? listItems(node) : typeof node === 'string' ? node : { ...node, children: node.children.map(tidy) });
  const children = list.children.flatMap((node): RichNode[] => {
    if (isEmpty(node)) return [];
    return typeof node !== 'string' && node.tag === 'li' ? [tidy(node)] : [{ tag: 'li', children: [tidy(node)] }];
  });
  return { ...list, children };
}

/** Plain text written without markup: blank lines part paragraphs, single line breaks stay line breaks. */
function splitParagraphs(nodes: RichNode[]): RichNode[][] {
  const paragraphs: RichNode[][] = [[]];
  for (const node of nodes) {
    if (typeof node !== 'string') {
      paragraphs[paragraphs.length - 1].push(node);
      continue;
    }
    node.split(/\n\s*\n/).forEach((piece, index) => {
      if (index > 0) paragraphs.push([]);
      piece.split('\n').forEach((line, lineIndex) => {
        if (lineIndex > 0) paragraphs[paragraphs.length - 1].push({ tag: 'br', children: [] });
        if (line) paragraphs[paragraphs.length - 1].push(line);
      });
    });
  }
  return paragraphs.map(trimLineBreaks).filter((paragraph) => paragraph.some((node) => !isEmpty(node)));
}

const trimLineBreaks = (nodes: RichNode[]): RichNode[] => {
  const kept = [...nodes];
  while (kept.length && typeof kept[0] !== 'string' && kept[0].tag === 'br') kept.shift();
  while (kept.length && typeof kept[kept.length - 1] !== 'string' && (kept[kept.length - 1] as RichElement).tag === 'br') kept.pop();
  return kept;
};

function isEmpty(node: RichNode): boolean {
  if (typeof node === 'string') return node.trim() === '';
  if (node.tag === 'br') return true;
  return node.children.every(isEmpty);
}

/** The tree's text without markup (meta descriptions, reading time). */
export function richTextToPlain(nodes: readonly RichNode[]): string {
  const parts: string[] = [];
  const walk = (node: RichNode) => {
    if (typeof node === 'string') parts.push(node);
    else if (node.tag === 'br') parts.push(' ');
    else {
      node.children.forEach(walk);
      if (BLOCK_TAGS.has(node.tag) || node.tag === 'li') parts.push(' ');
    }
  };
  nodes.forEach(walk);
  return parts.join('').replace(/\s+/g, ' ').trim();
}
