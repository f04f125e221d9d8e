import type { ReactNode } from 'react';
import { Breadcrumbs, type Crumb } from './breadcrumbs.tsx';
import classes from './content.module.css';

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

/** The SEO text staff wrote for the page (`seo_texts`), shown after the content as plain paragraphs. */
export function SeoText({ text }: { text: string | null }) {
  if (!text) return null;
  return (
    <div className={classes.seoText}>
      {text.split(/\n\s*\n/).map((paragraph, index) => (
        <p key={index}>{paragraph}</p>
      ))}
    </div>
  );
}
