import { z } from 'zod';
import { isUploadedImage, safeHref, videoEmbedUrl } from './rich-text-addresses.ts';

/**
 * Staff's long texts (an article, a disease, a promotion's description, a content or legal page) as the editor's
 * structured document: the nodes and marks below and nothing else (docs/decisions/284). The server refuses a
 * document outside this schema; parsing drops every attribute it does not name, so a stored text can hold no
 * script, no event handler and no address a visitor should not follow. Pages render it with React, never as HTML.
 * The shape is the editor's own JSON (ProseMirror's, as TipTap writes it).
 */

export { isUploadedImage, safeHref, VIDEO_HOSTS, VIDEO_PLAYER_ORIGINS, videoEmbedUrl } from './rich-text-addresses.ts';

/**
 * Elements whose content is never text of a document (scripts, styles, embedded objects, form controls, media the
 * editor has no node for): reading HTML, on the server or from a paste, drops them with everything inside.
 */
export const DROPPED_ELEMENTS: ReadonlySet<string> = new Set([
  'script',
  'style',
  'object',
  'embed',
  'applet',
  'template',
  'noscript',
  'svg',
  'math',
  'head',
  'title',
  'meta',
  'link',
  'base',
  'form',
  'input',
  'button',
  'select',
  'textarea',
  'xml',
  'audio',
  'video',
  'source',
  'canvas',
  'frame',
  'frameset',
]);

/** Limits a text stays within: a very long article is about 60,000 characters. */
export const RICH_TEXT_LIMITS = {
  characters: 200_000,
  nodes: 20_000,
  depth: 12,
  /** A table's rows, a row's cells (a cell's colspan too) and a cell's rowspan. */
  rows: 500,
  cells: 20,
  rowspan: 100,
  /** An image's or a video's address, a link's, and an image's alt text and title. */
  src: 500,
  href: 2000,
  alt: 300,
  listStart: 10_000,
} as const;

const ZLinkMark = z.object({
  type: z.literal('link'),
  attrs: z.object({
    href: z
      .string()
      .max(RICH_TEXT_LIMITS.href)
      .transform((href, context) => {
        const safe = safeHref(href);
        if (safe === null) context.addIssue({ code: 'custom', message: 'validation.url' });
        return safe ?? '';
      }),
  }),
});
const ZMark = z.discriminatedUnion('type', [z.object({ type: z.enum(['bold', 'italic', 'underline', 'strike']) }), ZLinkMark], {
  error: 'validation.rich.text',
});

const ZText = z.object({ type: z.literal('text'), text: z.string().min(1).max(RICH_TEXT_LIMITS.characters), marks: z.array(ZMark).max(8).optional() });
const ZHardBreak = z.object({ type: z.literal('hardBreak') });
const ZInline = z.discriminatedUnion('type', [ZText, ZHardBreak], { error: 'validation.rich.text' });
const inline = z.array(ZInline).max(RICH_TEXT_LIMITS.nodes).optional();

const ZParagraph = z.object({ type: z.literal('paragraph'), content: inline });
const ZHeading = z.object({ type: z.literal('heading'), attrs: z.object({ level: z.union([z.literal(2), z.literal(3), z.literal(4)]) }), content: inline });
const ZImage = z.object({
  type: z.literal('image'),
  attrs: z.object({
    src: z.string().max(RICH_TEXT_LIMITS.src).refine(isUploadedImage, 'validation.image'),
    alt: z.string().trim().min(1, 'validation.alt.required').max(RICH_TEXT_LIMITS.alt),
    title: z.string().max(RICH_TEXT_LIMITS.alt).nullish(),
  }),
});
const ZVideo = z.object({
  type: z.literal('video'),
  attrs: z.object({
    src: z
      .string()
      .max(RICH_TEXT_LIMITS.src)
      .refine((src) => videoEmbedUrl(src) !== null, 'validation.video.host'),
  }),
});
const ZRule = z.object({ type: z.literal('horizontalRule') });

/** Block nodes, nested through lists, quotes and table cells. */
export type RichBlock =
  | z.output<typeof ZParagraph>
  | z.output<typeof ZHeading>
  | z.output<typeof ZImage>
  | z.output<typeof ZVideo>
  | z.output<typeof ZRule>
  | { type: 'bulletList'; content: RichListItem[] }
  | { type: 'orderedList'; attrs?: { start?: number }; content: RichListItem[] }
  | { type: 'blockquote'; content: RichBlock[] }
  | { type: 'table'; content: RichTableRow[] };
export interface RichListItem {
  type: 'listItem';
  content: RichBlock[];
}
export interface RichTableRow {
  type: 'tableRow';
  content: RichTableCell[];
}
export interface RichTableCell {
  type: 'tableCell' | 'tableHeader';
  attrs?: { colspan?: number; rowspan?: number };
  content: RichBlock[];
}
export type RichInline = z.output<typeof ZInline>;
export type RichMark = z.output<typeof ZMark>;

const ZListItem: z.ZodType<RichListItem> = z.lazy(() => z.object({ type: z.literal('listItem'), content: z.array(ZBlock).min(1) }));
const ZCell: z.ZodType<RichTableCell> = z.lazy(() =>
  z.object({
    type: z.enum(['tableCell', 'tableHeader']),
    attrs: z
      .object({
        colspan: z.number().int().min(1).max(RICH_TEXT_LIMITS.cells).optional(),
        rowspan: z.number().int().min(1).max(RICH_TEXT_LIMITS.rowspan).optional(),
      })
      .optional(),
    content: z.array(ZBlock).min(1),
  }),
);
const ZRow: z.ZodType<RichTableRow> = z.object({ type: z.literal('tableRow'), content: z.array(ZCell).min(1).max(RICH_TEXT_LIMITS.cells) });
// By `type`, so a block's own refusal (an image without alt text, a link that may not be followed) is what the
// answer says; a type the editor does not have is refused as such.
const ZBlock: z.ZodType<RichBlock> = z
  .lazy(
    () =>
      z.discriminatedUnion(
        'type',
        [
          ZParagraph,
          ZHeading,
          ZImage,
          ZVideo,
          ZRule,
          z.object({ type: z.literal('bulletList'), content: z.array(ZListItem).min(1) }),
          z.object({
            type: z.literal('orderedList'),
            attrs: z.object({ start: z.number().int().min(0).max(RICH_TEXT_LIMITS.listStart).optional() }).optional(),
            content: z.array(ZListItem).min(1),
          }),
          z.object({ type: z.literal('blockquote'), content: z.array(ZBlock).min(1) }),
          z.object({ type: z.literal('table'), content: z.array(ZRow).min(1).max(RICH_TEXT_LIMITS.rows) }),
        ],
        { error: 'validation.rich.text' },
      ),
    // Named, so a description of the API states the recursive node once (server/api/resources-openapi.ts).
  )
  .meta({ id: 'RichTextBlock' });

export interface RichDocument {
  type: 'doc';
  content: RichBlock[];
}

type Walkable = { type: string; text?: string; content?: readonly Walkable[] };

/** Every node of a document, depth first, with its depth. */
function* nodesOf(node: Walkable, depth = 0): Generator<[Walkable, number]> {
  yield [node, depth];
  for (const child of node.content ?? []) yield* nodesOf(child, depth + 1);
}

/** The editor's document; a text is `null` when it is empty. */
export const ZRichDocument = z
  .object({ type: z.literal('doc'), content: z.array(ZBlock) })
  .superRefine((document, context) => {
    let nodes = 0;
    let characters = 0;
    for (const [node, depth] of nodesOf(document)) {
      nodes += 1;
      characters += node.text?.length ?? 0;
      if (depth > RICH_TEXT_LIMITS.depth) return context.addIssue({ code: 'custom', message: 'validation.rich.text.depth' });
    }
    if (nodes > RICH_TEXT_LIMITS.nodes || characters > RICH_TEXT_LIMITS.characters) context.addIssue({ code: 'custom', message: 'validation.rich.text.size' });
  })
  .describe(
    'a rich text: the editor document of allowed nodes (paragraph, heading 2–4, lists, quote, table, uploaded image with alt text, video of an allowed host) and marks (bold, italic, underline, strike, link)',
  ) as z.ZodType<RichDocument, unknown>;

/** The document's text, blocks on lines of their own (for search, previews and reading time). */
export function documentText(document: RichDocument | null | undefined): string {
  if (!document) return '';
  const lines: string[] = [];
  const visit = (node: Walkable): string => {
    if (node.type === 'text') return node.text ?? '';
    if (node.type === 'hardBreak') return ' ';
    const inner = (node.content ?? []).map(visit).join('');
    if (node.type === 'paragraph' || node.type === 'heading') {
      lines.push(inner);
      return '';
    }
    return inner;
  };
  document.content.forEach((block) => visit(block));
  return lines.filter((line) => line.trim()).join('\n');
}

/** A paragraph per line of plain text: what a plain text field becomes as a document. */
export const documentOfText = (text: string): RichDocument => ({
  type: 'doc',
  content: text
    .split(/\n{2,}/)
    .map((part) => part.trim())
    .filter(Boolean)
    .map((part) => ({ type: 'paragraph' as const, content: [{ type: 'text' as const, text: part }] })),
});

/** The document with every text node's text passed through `map` (a node left empty is dropped). */
export function mapDocumentText(document: RichDocument, map: (text: string) => string): RichDocument {
  const visit = (node: Walkable): Walkable => {
    if (node.type === 'text') return { ...node, text: map(node.text ?? '') };
    if (!node.content) return node;
    return { ...node, content: node.content.map(visit).filter((child) => child.type !== 'text' || child.text) };
  };
  // The shape is kept node for node: only texts change.
  return visit(document as unknown as Walkable) as unknown as RichDocument;
}
