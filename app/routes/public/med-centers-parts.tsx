import { Form } from 'react-router';
import { SiteLink } from '../../components/site-link.tsx';
import { useT } from '../../i18n/use-t.ts';
import { readableTextColor } from '../../theme.ts';
import classes from './med-centers.module.css';
import listing from '../../components/catalog/listing.module.css';

interface Option {
  slug: string;
  name: string;
}

export interface FilterOptions {
  cities: Option[];
  types: (Option & { background_color: string; text_color: string; href: string })[];
  features: Option[];
  specializations: Option[];
}

export type Selected = Record<'city' | 'type' | 'feature' | 'specialization', string>;

/**
 * `?sort=name&page=2`, empty values left out. Not `catalogQueryString` of contracts/catalog.ts: that
 * module holds the zod schemas, ~26 KB gzipped that a listing page has no use for in the browser.
 */
export function queryString(query: Record<string, string | readonly string[]>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    const text = typeof value === 'string' ? value : value.join(',');
    if (text !== '') params.set(key, text);
  }
  return params.size ? `?${params}` : '';
}

export { Crumbs } from '../../components/catalog/crumbs.tsx';

/** Institution types as coloured links (SPEC §3 colours), each to its canonical listing. */
export function TypeLinks({ types, selected }: { types: FilterOptions['types']; selected: string }) {
  const { t } = useT();
  return (
    <ul className={classes.types} aria-label={t('places.filters.type')}>
      {types.map((type) => (
        <li key={type.slug}>
          <SiteLink
            to={type.href}
            className={classes.type}
            aria-current={type.slug === selected ? 'page' : undefined}
            style={{ background: type.background_color, color: readableTextColor(type.background_color, type.text_color) }}
          >
            {type.name}
          </SiteLink>
        </li>
      ))}
    </ul>
  );
}

/**
 * One GET form for every filter and the sort. Selects name path segments; the loader answers with a
 * redirect to the canonical path, so this works before (and without) JavaScript too.
 */
export function FilterForm({ options, selected, sort, view }: { options: FilterOptions; selected: Selected; sort: string; view: string }) {
  const { t } = useT();
  const select = (name: keyof Selected, label: string, items: Option[]) => (
    <label className={classes.field}>
      {label}
      <select name={name} defaultValue={selected[name]} key={`${name}-${selected[name]}`}>
        <option value="">{t('places.filters.any')}</option>
        {items.map((item) => (
          <option key={item.slug} value={item.slug}>
            {item.name}
          </option>
        ))}
      </select>
    </label>
  );
  return (
    <Form method="get" className={classes.filters} aria-label={t('places.filters.title')}>
      {select('city', t('places.filters.city'), options.cities)}
      {select('type', t('places.filters.type'), options.types)}
      {select('feature', t('places.filters.feature'), options.features)}
      {select('specialization', t('places.filters.specialization'), options.specializations)}
      <label className={classes.field}>
        {t('places.sort.label')}
        <select name="sort" defaultValue={sort} key={`sort-${sort}`}>
          <option value="rating">{t('places.sort.rating')}</option>
          <option value="name">{t('places.sort.name')}</option>
        </select>
      </label>
      {view === 'map' && <input type="hidden" name="view" value="map" />}
      <button type="submit" className={listing.apply}>
        {t('places.filters.apply')}
      </button>
    </Form>
  );
}
