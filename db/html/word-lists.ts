/** How Word marks a list in the HTML it puts on the clipboard: paragraphs with `mso-list` styles and typed markers. */
import { isComment, type ChildNode, type Element } from 'domhandler';
import { DomUtils } from 'htmlparser2';
import { styleOf } from './html-inline.ts';

/** Word numbers a list item by typing its marker (`1.`, `a)`, `ii.`); any other marker is a bullet. */
export const ORDERED_MARKER = /^\(?(\d{1,4}|[a-zа-яієїґ]|[ivxlc]{1,6})[.)]$/i;

export const isListMarkerStart = (node: ChildNode) => isComment(node) && /^\[if !supportLists\]$/i.test(node.data.trim());

/** Word writes a list as paragraphs styled `mso-list:l0 level2 lfo1`: list `l0`, level 2; null for any other element. */
export function wordListItem(element: Element): { list: string; level: number } | null {
  const match = element.name === 'p' ? /^(l\d+)\s+level(\d+)/.exec(styleOf(element).get('mso-list') ?? '') : null;
  return match ? { list: match[1], level: Number(match[2]) } : null;
}

/** The marker Word typed before an item (`·`, `o`, `1.`): in a `mso-list:Ignore` span, or between `supportLists` comments. */
export function wordMarker(paragraph: Element): string {
  const ignored = DomUtils.findOne((element) => styleOf(element).get('mso-list') === 'ignore', paragraph.children);
  if (ignored) return DomUtils.textContent(ignored).trim();
  const nodes = paragraph.children;
  const start = nodes.findIndex(isListMarkerStart);
  if (start < 0) return '';
  const end = nodes.findIndex((node, index) => index > start && isComment(node) && /^\[endif\]$/i.test(node.data.trim()));
  return DomUtils.textContent(nodes.slice(start + 1, end < 0 ? undefined : end)).trim();
}
