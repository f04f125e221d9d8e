import { Breadcrumbs, type Crumb } from '../content/breadcrumbs.tsx';
import listing from './listing.module.css';

/** The trail above a catalogue page's heading, in the catalogue's look (the same list is the page's `BreadcrumbList`). */
export function Crumbs({ crumbs }: { crumbs: readonly Crumb[] }) {
  return <Breadcrumbs crumbs={crumbs} className={listing.crumbs} />;
}
