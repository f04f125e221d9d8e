/**
 * Texts written before the editor (and text pasted from Word or Google Docs) are HTML; the site stores and
 * renders the editor's document instead (docs/decisions/284). This reads the HTML with a real parser and keeps
 * what the document can say: paragraphs, headings, lists, quotes, tables, emphasis, safe links, uploaded images
 * with alt text and videos of allowed hosts. Everything else is unwrapped (its text stays) or, for scripts,
 * styles, frames and the like, dropped with its content.
 */
import { isComment, isTag, isText, type ChildNode, type Element } from 'domhandler';
import { parseDocument } from 'htmlparser2';
import {
  DROPPED_ELEMENTS,
  RICH_TEXT_LIMITS,
  ZRichDocument,
  type RichBlock,
  type RichDocument,
  type RichInline,
  type RichListItem,
  type RichTableCell,
  type RichTableRow,
} from '../../contracts/rich-text.ts';
import { collapseWhitespace, markList, marksOf, NO_MARKS, styleOf, type Marks } from './html-inline.ts';
import { imageOf, videoOf } from './html-media.ts';
import { isListMarkerStart, ORDERED_MARKER, wordListItem, wordMarker } from './word-lists.ts';

/** Elements that start and end a block of their own when nothing more specific applies (a `div` is a line of its own). */
const BOUNDARIES = new Set([
  'html',
  'body',
  'div',
  'section',
  'article',
  'aside',
  'header',
  'footer',
  'main',
  'nav',
  'address',
  'center',
  'figure',
  'figcaption',
  'hgroup',
  'details',
  'summary',
  'fieldset',
  'legend',
  'dl',
  'dt',
  'dd',
  'pre',
  'caption',
  'li',
  'ul',
  'ol',
  'blockquote',
  'table',
  'thead',
  'tbody',
  'tfoot',
  'tr',
  'td',
  'th',
]);
/** An `h1` in a body would be a second page title. */
const HEADING_LEVELS: Readonly<Record<string, 2 | 3 | 4>> = { h1: 2, h2: 2, h3: 3, h4: 4, h5: 4, h6: 4 };
/** Deepest a paragraph may sit so that its text stays within the document's depth limit. */
const MAX_BLOCK_DEPTH = RICH_TEXT_LIMITS.depth - 1;

type Textblock = { type: 'paragraph' } | { type: 'heading'; attrs: { level: 2 | 3 | 4 } };
type RichList = Extract<RichBlock, { type: 'bulletList' | 'orderedList' }>;

/** Blocks being gathered at one level of the document, and the inline content of the one being written. */
interface Flow {
  blocks: RichBlock[];
  inline: RichInline[];
  /** What the inline content becomes; null outside any paragraph or heading (loose text). */
  textblock: Textblock | null;
  /** Depth of these blocks in the document (the document's own are at 1). */
  depth: number;
  /** Loose text here is plain text: blank lines part paragraphs, line breaks stay (the document's top level only). */
  plain: boolean;
}

const newFlow = (depth: number, plain = false): Flow => ({ blocks: [], inline: [], textblock: null, depth, plain });

/** The editor's document for an HTML text, or null when nothing readable is left. Throws when the text exceeds RICH_TEXT_LIMITS. */
export function htmlToDocument(html: string | null | undefined): RichDocument | null {
  if (!html?.trim()) return null;
  const root = newFlow(1, true);
  walk(parseDocument(html.replace(/\r\n?/g, '\n'), { decodeEntities: true }).children, NO_MARKS, root);
  flush(root);
  return root.blocks.length ? ZRichDocument.parse({ type: 'doc', content: root.blocks }) : null;
}

/** A stored or received document when it is a valid one, else null. */
export function sanitizeDocument(input: unknown): RichDocument | null {
  const parsed = ZRichDocument.safeParse(input);
  return parsed.success ? parsed.data : null;
}

/** The blocks of some nodes, at a depth of their own. */
function blocksOf(nodes: readonly ChildNode[], marks: Marks, depth: number): RichBlock[] {
  const flow = newFlow(depth);
  walk(nodes, marks, flow);
  flush(flow);
  return flow.blocks;
}

function walk(nodes: readonly ChildNode[], marks: Marks, flow: Flow): void {
  // Word's list markers sit between `[if !supportLists]` and `[endif]` comments: typed text, not content.
  let inMarker = false;
  for (let index = 0; index < nodes.length; index += 1) {
    const node = nodes[index];
    if (isComment(node)) {
      if (isListMarkerStart(node)) inMarker = true;
      else if (/^\[endif\]$/i.test(node.data.trim())) inMarker = false;
    } else if (inMarker) continue;
    else if (isText(node)) addText(flow, node.data, marks);
    else if (isTag(node) && wordListItem(node) && room(flow, 2)) {
      const paragraphs = [node];
      for (let next = index + 1; next < nodes.length; next += 1) {
        const sibling = nodes[next];
        if (isTag(sibling) && wordListItem(sibling)) {
          paragraphs.push(sibling);
          index = next;
        } else if (!isComment(sibling) && !(isText(sibling) && !sibling.data.trim())) break;
      }
      addBlocks(flow, wordLists(paragraphs, marks, flow.depth));
    } else if (isTag(node)) addElement(flow, node, marks);
  }
}

function addElement(flow: Flow, element: Element, outer: Marks): void {
  const name = element.name;
  const style = styleOf(element);
  if (DROPPED_ELEMENTS.has(name) || style.get('display') === 'none' || style.get('mso-hide') === 'all' || style.get('mso-list') === 'ignore') return;
  const marks = marksOf(element, style, outer);
  const level = HEADING_LEVELS[name];
  if (name === 'br') flow.inline.push({ type: 'hardBreak' });
  else if (name === 'hr') addBlocks(flow, [{ type: 'horizontalRule' }]);
  else if (name === 'img') addBlocks(flow, imageOf(element));
  else if (name === 'iframe') addBlocks(flow, videoOf(element));
  else if (name === 'p' || level) {
    flush(flow);
    const outerTextblock = flow.textblock;
    flow.textblock = level ? { type: 'heading', attrs: { level } } : { type: 'paragraph' };
    walk(element.children, marks, flow);
    flush(flow);
    flow.textblock = outerTextblock;
  } else if ((name === 'ul' || name === 'ol') && room(flow, 2)) addBlocks(flow, listOf(element, marks, flow.depth));
  else if (name === 'blockquote' && room(flow, 1)) {
    const content = blocksOf(element.children, marks, flow.depth + 1);
    addBlocks(flow, content.length ? [{ type: 'blockquote', content }] : []);
  } else if (name === 'table' && room(flow, 3)) addTable(flow, element, marks);
  else if (BOUNDARIES.has(name)) {
    flush(flow);
    walk(element.children, marks, flow);
    flush(flow);
  } else walk(element.children, marks, flow);
}

/** Whether blocks nested `levels` below this flow's still fit the document's depth limit; deeper containers are unwrapped. */
const room = (flow: Flow, levels: number) => flow.depth + levels <= MAX_BLOCK_DEPTH;

function addBlocks(flow: Flow, blocks: RichBlock[]): void {
  if (!blocks.length) return;
  flush(flow);
  flow.blocks.push(...blocks);
}

function addText(flow: Flow, value: string, marks: Marks): void {
  const list = markList(marks);
  const add = (text: string) => {
    if (text) flow.inline.push(list ? { type: 'text', text, marks: list } : { type: 'text', text });
  };
  if (!flow.plain || flow.textblock) {
    add(value);
    return;
  }
  value.split(/\n[^\S\n]*\n/).forEach((paragraph, index) => {
    if (index > 0) flush(flow);
    paragraph.split('\n').forEach((line, lineIndex) => {
      // `line<br>\n` is one line break, as the browser shows it, not two.
      if (lineIndex > 0 && flow.inline[flow.inline.length - 1]?.type !== 'hardBreak') flow.inline.push({ type: 'hardBreak' });
      add(line);
    });
  });
}

/** Ends the block being written: its inline content as HTML renders it becomes a paragraph or heading, unless it shows nothing. */
function flush(flow: Flow): void {
  const content = collapseWhitespace(flow.inline);
  flow.inline = [];
  if (!content.some((node) => node.type === 'text' && node.text.trim())) return;
  flow.blocks.push({ ...(flow.textblock ?? { type: 'paragraph' }), content });
}

/** The editor's list item starts with a paragraph (`<li><ul>…` gets an empty one). */
function listItem(content: RichBlock[]): RichListItem {
  return { type: 'listItem', content: content[0]?.type === 'paragraph' ? content : [{ type: 'paragraph' }, ...content] };
}

function newList(ordered: boolean, start: number): RichList {
  const valid = Number.isInteger(start) && start >= 0 && start <= RICH_TEXT_LIMITS.listStart && start !== 1;
  return ordered ? { type: 'orderedList', ...(valid ? { attrs: { start } } : {}), content: [] } : { type: 'bulletList', content: [] };
}

/** A list's items; stray content in it becomes an item of its own, except a nested list, which joins the item before it. */
function listOf(element: Element, marks: Marks, depth: number): RichBlock[] {
  const list = newList(element.name === 'ol', Number(element.attribs.start ?? 1));
  let stray: ChildNode[] = [];
  const addStray = () => {
    const content = blocksOf(stray, marks, depth + 2);
    stray = [];
    const previous = list.content[list.content.length - 1];
    if (previous && content.length && content.every((block) => block.type === 'bulletList' || block.type === 'orderedList')) previous.content.push(...content);
    else if (content.length) list.content.push(listItem(content));
  };
  for (const child of element.children) {
    if (isTag(child) && child.name === 'li') {
      addStray();
      const content = blocksOf(child.children, marksOf(child, styleOf(child), marks), depth + 2);
      if (content.length) list.content.push(listItem(content));
    } else if (isTag(child) && (child.name === 'ul' || child.name === 'ol')) {
      addStray();
      stray.push(child);
      addStray();
    } else stray.push(child);
  }
  addStray();
  return list.content.length ? [list] : [];
}

/** Rows of the table, its sections' included; anything else in it is shown before it, as browsers do. */
function addTable(flow: Flow, table: Element, marks: Marks): void {
  const rows: RichTableRow[] = [];
  const stray: ChildNode[] = [];
  const cellOf = (cell: Element): RichTableCell => {
    const span = (name: string, max: number) => {
      const value = Number(cell.attribs[name]);
      return Number.isInteger(value) && value > 1 && value <= max ? { [name]: value } : {};
    };
    const attrs = { ...span('colspan', RICH_TEXT_LIMITS.cells), ...span('rowspan', RICH_TEXT_LIMITS.rowspan) };
    const content = blocksOf(cell.children, marksOf(cell, styleOf(cell), marks), flow.depth + 3);
    return {
      type: cell.name === 'th' ? 'tableHeader' : 'tableCell',
      ...(Object.keys(attrs).length ? { attrs } : {}),
      content: content.length ? content : [{ type: 'paragraph' }],
    };
  };
  const visit = (nodes: readonly ChildNode[]) => {
    for (const node of nodes) {
      if (isTag(node) && ['thead', 'tbody', 'tfoot'].includes(node.name)) visit(node.children);
      else if (isTag(node) && node.name === 'tr') {
        const cells: Element[] = [];
        for (const child of node.children) {
          if (isTag(child) && (child.name === 'td' || child.name === 'th')) cells.push(child);
          else stray.push(child);
        }
        if (cells.length) rows.push({ type: 'tableRow', content: cells.slice(0, RICH_TEXT_LIMITS.cells).map(cellOf) });
      } else stray.push(node);
    }
  };
  visit(table.children);
  flush(flow);
  walk(stray, marks, flow);
  // A table longer than a stored one may be goes on as the next table.
  for (let start = 0; start < rows.length; start += RICH_TEXT_LIMITS.rows)
    addBlocks(flow, [{ type: 'table', content: rows.slice(start, start + RICH_TEXT_LIMITS.rows) }]);
}

/** Word's list paragraphs as lists, one per Word list, nested by level: an item deeper than the one before opens a list inside it. */
function wordLists(paragraphs: readonly Element[], marks: Marks, depth: number): RichBlock[] {
  const lists: RichList[] = [];
  let open: { list: RichList; level: number }[] = [];
  let openId = '';
  for (const paragraph of paragraphs) {
    const { list: id, level } = wordListItem(paragraph) ?? { list: '', level: 1 };
    if (id !== openId) [open, openId] = [[], id];
    // As deep as the item can land (in a list opened for it), so whatever it holds fits the depth limit.
    const content = blocksOf(paragraph.children, marksOf(paragraph, styleOf(paragraph), marks), depth + 2 * (open.length + 1));
    if (!content.length) continue;
    while (open.length > 1 && level < open[open.length - 1].level) open.pop();
    const top = open[open.length - 1];
    if (!top || (level > top.level && depth + 2 * (open.length + 1) <= MAX_BLOCK_DEPTH)) {
      const marker = wordMarker(paragraph);
      const list = newList(ORDERED_MARKER.test(marker), Number.parseInt(marker.replace(/^\(/, ''), 10));
      if (top) top.list.content[top.list.content.length - 1].content.push(list);
      else lists.push(list);
      open.push({ list, level });
    }
    open[open.length - 1].list.content.push(listItem(content));
  }
  return lists;
}
