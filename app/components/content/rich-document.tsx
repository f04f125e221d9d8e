import clsx from 'clsx';
import { Fragment, type ReactNode } from 'react';
import { SiteLink } from '../site-link.tsx';
import type { RichBlock, RichDocument, RichInline, RichMark, RichTableCell, RichTableRow } from '../../../contracts/rich-text.ts';
// Not from rich-text.ts: a page that shows a text needs its addresses checked, not the schema's validator.
import { isUploadedImage, safeHref, videoEmbedUrl } from '../../../contracts/rich-text-addresses.ts';
import { localeFromPath, localizedPath } from '../../i18n/locale.ts';
import { useT } from '../../i18n/use-t.ts';
import classes from './content.module.css';
import { uploadedImageSrcSet } from '../../../contracts/upload-variants.ts';

interface Props {
  document: RichDocument | null;
  className?: string;
  /** The accessible name of a video's player, translated by the caller ("Відео до статті"); else the host's name. */
  videoTitle?: string;
}

/**
 * Staff's text as the editor wrote it, validated when it was saved. Rendered element by element, never as HTML;
 * links, images and videos are still checked as they are written, so a document that somehow skipped the
 * server's check cannot put a script address into the page. Site paths become router links.
 */
export function RichDocumentView({ document, className, videoTitle }: Props) {
  if (!document?.content.length) return null;
  return <div className={clsx(classes.prose, className)}>{document.content.map((block, index) => renderBlock(block, index, videoTitle))}</div>;
}

function renderBlock(block: RichBlock, key: number, videoTitle: string | undefined): ReactNode {
  const blocks = (content: readonly RichBlock[]) => content.map((child, index) => renderBlock(child, index, videoTitle));
  switch (block.type) {
    case 'paragraph':
      return block.content?.length ? <p key={key}>{renderInline(block.content)}</p> : null;
    case 'heading': {
      const Heading = block.attrs.level === 3 ? 'h3' : block.attrs.level === 4 ? 'h4' : 'h2';
      return block.content?.length ? <Heading key={key}>{renderInline(block.content)}</Heading> : null;
    }
    case 'bulletList':
    case 'orderedList': {
      const items = block.content.map((item, index) => <li key={index}>{blocks(item.content)}</li>);
      const start = block.type === 'orderedList' ? block.attrs?.start : undefined;
      return block.type === 'bulletList' ? (
        <ul key={key}>{items}</ul>
      ) : (
        <ol key={key} start={start === 1 ? undefined : start}>
          {items}
        </ol>
      );
    }
    case 'blockquote':
      return <blockquote key={key}>{blocks(block.content)}</blockquote>;
    case 'horizontalRule':
      return <hr key={key} />;
    case 'image': {
      const { src, alt, title } = block.attrs;
      if (!isUploadedImage(src)) return null;
      // A title shown as the caption is not repeated as a tooltip: screen readers would read it twice.
      // Narrower copies for phones and the text column (contracts/uploads.ts); the column is at most 48rem wide.
      const image = (
        <img key={key} src={src} srcSet={uploadedImageSrcSet(src)} sizes="(max-width: 800px) 100vw, 768px" alt={alt} loading="lazy" decoding="async" />
      );
      return title ? (
        <figure key={key} className={classes.figure}>
          {image}
          <figcaption>{title}</figcaption>
        </figure>
      ) : (
        image
      );
    }
    case 'video': {
      const player = videoEmbedUrl(block.attrs.src);
      if (!player) return null;
      return (
        <div key={key} className={classes.videoFrame}>
          <iframe
            src={player}
            title={videoTitle ?? (player.includes('vimeo') ? 'Vimeo' : 'YouTube')}
            allow="accelerometer; autoplay; clipboard-write; encrypted-media; gyroscope; picture-in-picture; web-share"
            allowFullScreen
            loading="lazy"
            sandbox="allow-scripts allow-same-origin allow-presentation"
            referrerPolicy="strict-origin-when-cross-origin"
          />
        </div>
      );
    }
    case 'table':
      return renderTable(block.content, key, blocks);
    default:
      return null;
  }
}

type RenderBlocks = (content: readonly RichBlock[]) => ReactNode[];

/** A table scrolls sideways in its own box on a narrow screen (focusable, so a keyboard can scroll it); a first row of header cells is its head. */
function renderTable(rows: readonly RichTableRow[], key: number, renderBlocks: RenderBlocks): ReactNode {
  const headed = rows.length > 1 && rows[0].content.every((cell) => cell.type === 'tableHeader');
  const row = (cells: RichTableRow, index: number) => <tr key={index}>{cells.content.map((cell, cellIndex) => renderCell(cell, cellIndex, renderBlocks))}</tr>;
  return (
    <div key={key} className={classes.tableWrap} tabIndex={0}>
      <table>
        {headed && <thead>{row(rows[0], 0)}</thead>}
        <tbody>{(headed ? rows.slice(1) : rows).map(row)}</tbody>
      </table>
    </div>
  );
}

function renderCell(cell: RichTableCell, key: number, renderBlocks: RenderBlocks): ReactNode {
  const Cell = cell.type === 'tableHeader' ? 'th' : 'td';
  const span = (value: number | undefined) => (value && value > 1 ? value : undefined);
  return (
    <Cell key={key} colSpan={span(cell.attrs?.colspan)} rowSpan={span(cell.attrs?.rowspan)}>
      {renderBlocks(cell.content)}
    </Cell>
  );
}

/** Marks outermost first, so neighbours sharing a link or an emphasis share one element. */
const MARK_ORDER: readonly RichMark['type'][] = ['link', 'bold', 'italic', 'underline', 'strike'];

type Marked = { node: RichInline; marks: RichMark[] };

function renderInline(content: readonly RichInline[]): ReactNode[] {
  const marked = content.map((node) => ({
    node,
    marks: node.type === 'text' ? [...(node.marks ?? [])].sort((a, b) => MARK_ORDER.indexOf(a.type) - MARK_ORDER.indexOf(b.type)) : [],
  }));
  return nest(marked, 0);
}

const sameMark = (a: RichMark | undefined, b: RichMark) => a?.type === b.type && (a.type !== 'link' || (b.type === 'link' && a.attrs.href === b.attrs.href));

/** Inline nodes at one level of marks: a run of neighbours with the same mark at this level becomes one element around the next level. */
function nest(nodes: readonly Marked[], level: number): ReactNode[] {
  const rendered: ReactNode[] = [];
  for (let start = 0; start < nodes.length;) {
    const mark = nodes[start].marks[level];
    if (!mark) {
      const { node } = nodes[start];
      rendered.push(node.type === 'text' ? node.text : node.type === 'hardBreak' ? <br key={start} /> : null);
      start += 1;
      continue;
    }
    let end = start + 1;
    while (end < nodes.length && sameMark(nodes[end].marks[level], mark)) end += 1;
    rendered.push(markElement(mark, nest(nodes.slice(start, end), level + 1), start));
    start = end;
  }
  return rendered;
}

function markElement(mark: RichMark, children: ReactNode[], key: number): ReactNode {
  switch (mark.type) {
    case 'bold':
      return <strong key={key}>{children}</strong>;
    case 'italic':
      return <em key={key}>{children}</em>;
    case 'underline':
      return <u key={key}>{children}</u>;
    case 'strike':
      return <s key={key}>{children}</s>;
    case 'link': {
      const href = safeHref(mark.attrs.href);
      if (!href) return <Fragment key={key}>{children}</Fragment>;
      return href.startsWith('/') ? (
        <LocalizedLink key={key} href={href}>
          {children}
        </LocalizedLink>
      ) : (
        <a key={key} href={href} rel="noopener noreferrer nofollow">
          {children}
        </a>
      );
    }
    default:
      return <Fragment key={key}>{children}</Fragment>;
  }
}

/**
 * A path of the site in the page's language: `/doctors` in a Russian page is `/ru/doctors`, so a text written once
 * for both languages keeps its reader in theirs; a path staff wrote with `/ru` stays as written.
 */
function LocalizedLink({ href, children }: { href: string; children: ReactNode }) {
  const { locale } = useT();
  return <SiteLink to={localeFromPath(href) === 'ru' ? href : localizedPath(href, locale)}>{children}</SiteLink>;
}
