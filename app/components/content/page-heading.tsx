import type { ReactNode } from 'react';
import { Breadcrumbs, type Crumb } from './breadcrumbs.tsx';
import classes from './content.module.css';
import { RichDocumentView } from './rich-document.tsx';
import type { RichDocument } from '../../../contracts/rich-text.ts';

/** Breadcrumbs, the page's one `h1` and an optional lead paragraph. */
export function PageHeading({ crumbs, title, lead, children }: { crumbs: readonly Crumb[]; title: string; lead?: string | null; children?: ReactNode }) {
  return (
    <header className={classes.heading}>
      <Breadcrumbs crumbs={crumbs} />
      <h1 className={classes.title}>{title}</h1>
      {lead && <p className={classes.lead}>{lead}</p>}
      {children}
    </header>
  );
}

/** What a list shows when it has nothing: a sentence, and where to go instead. */
export function EmptyState({ children }: { children: ReactNode }) {
  return (
    <div className={classes.empty} role="status">
      {children}
    </div>
  );
}

/**
 * The text staff wrote above a page's footer (a fixed page's SEO text, a filtered page's or a pattern's, variables
 * filled by the server): the editor's document, rendered by React like every long text (docs/decisions/290).
 */
export function SeoText({ text }: { text: RichDocument | null }) {
  if (!text?.content.length) return null;
  return <RichDocumentView document={text} className={classes.seoText} />;
}
