/**
 * The inline half of reading HTML into the editor's document (db/html/html-to-document.ts): which marks an
 * element's text carries, from its tag or its inline style (how Google Docs writes all emphasis), and how its text
 * collapses into the runs a browser would show.
 */
import type { Element } from 'domhandler';
import { RICH_TEXT_LIMITS, safeHref, type RichInline, type RichMark } from '../../contracts/rich-text.ts';

/** The emphasis and link an HTML element's text carries, as the editor's marks will say it. */
export interface Marks {
  bold: boolean;
  italic: boolean;
  underline: boolean;
  strike: boolean;
  href: string | null;
}
export const NO_MARKS: Marks = { bold: false, italic: false, underline: false, strike: false, href: null };

const TAG_MARKS: Readonly<Record<string, Partial<Marks>>> = {
  strong: { bold: true },
  b: { bold: true },
  em: { italic: true },
  i: { italic: true },
  u: { underline: true },
  s: { strike: true },
  strike: { strike: true },
  del: { strike: true },
};

/** Runs of spaces and line breaks are one space, none at a line's start or end; neighbours with the same marks join. */
export function collapseWhitespace(inline: readonly RichInline[]): RichInline[] {
  const kept: RichInline[] = [];
  const trimEnd = () => {
    const last = kept[kept.length - 1];
    if (last?.type !== 'text' || !last.text.endsWith(' ')) return;
    if (last.text === ' ') kept.pop();
    else kept[kept.length - 1] = { ...last, text: last.text.slice(0, -1) };
  };
  let afterSpace = true;
  for (const node of inline) {
    if (node.type === 'hardBreak') {
      trimEnd();
      kept.push(node);
      afterSpace = true;
      continue;
    }
    let text = node.text.replace(/[ \t\n\f]+/g, ' ');
    if (afterSpace) text = text.replace(/^ /, '');
    if (!text) continue;
    afterSpace = text.endsWith(' ');
    const previous = kept[kept.length - 1];
    if (previous?.type === 'text' && JSON.stringify(previous.marks) === JSON.stringify(node.marks))
      kept[kept.length - 1] = { ...previous, text: previous.text + text };
    else kept.push({ ...node, text });
  }
  trimEnd();
  while (kept[0]?.type === 'hardBreak') kept.shift();
  while (kept[kept.length - 1]?.type === 'hardBreak') kept.pop();
  return kept;
}

/** An element's inline style, property by property (`font-weight` → `700`). */
export function styleOf(element: Element): Map<string, string> {
  const style = new Map<string, string>();
  for (const declaration of (element.attribs.style ?? '').split(';')) {
    const colon = declaration.indexOf(':');
    if (colon > 0)
      style.set(
        declaration.slice(0, colon).trim().toLowerCase(),
        declaration
          .slice(colon + 1)
          .replace(/!important/i, '')
          .trim()
          .toLowerCase(),
      );
  }
  return style;
}

/**
 * The marks inside an element: its tag's, then its style's, which Google Docs uses for all emphasis and to say
 * that its wrapping `<b style="font-weight:normal">` is not bold.
 */
export function marksOf(element: Element, style: Map<string, string>, outer: Marks): Marks {
  const marks = { ...outer, ...TAG_MARKS[element.name] };
  if (element.name === 'a') {
    const href = safeHref(element.attribs.href ?? '');
    if (href && href.length <= RICH_TEXT_LIMITS.href) marks.href = href;
  }
  const weight = style.get('font-weight') ?? '';
  if (/^(bold|bolder|[6-9]00)$/.test(weight)) marks.bold = true;
  else if (/^(normal|lighter|[1-5]00)$/.test(weight)) marks.bold = false;
  const fontStyle = style.get('font-style') ?? '';
  if (/^(italic|oblique)/.test(fontStyle)) marks.italic = true;
  else if (fontStyle === 'normal') marks.italic = false;
  const decoration = `${style.get('text-decoration') ?? ''} ${style.get('text-decoration-line') ?? ''}`;
  if (decoration.includes('underline')) marks.underline = true;
  if (decoration.includes('line-through')) marks.strike = true;
  return marks;
}

/** A link's underline is the link's own (Google Docs writes it as a style), not emphasis. */
export function markList(marks: Marks): RichMark[] | undefined {
  const list: RichMark[] = [];
  if (marks.bold) list.push({ type: 'bold' });
  if (marks.italic) list.push({ type: 'italic' });
  if (marks.underline && !marks.href) list.push({ type: 'underline' });
  if (marks.strike) list.push({ type: 'strike' });
  if (marks.href) list.push({ type: 'link', attrs: { href: marks.href } });
  return list.length ? list : undefined;
}
