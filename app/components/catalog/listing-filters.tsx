import { useEffect, useRef, type FormEvent, type MouseEvent } from 'react';
import { useNavigate } from 'react-router';
import { useT } from '../../i18n/use-t.ts';
import type { DoctorCategory } from './doctor-card.tsx';
import { followOwnLink, KEEP_SERVER_MARKUP } from '../layouts/static-list.tsx';
import { SiteLink } from '../site-link.tsx';
import { DayFilter, keepOneDay, type DayFilterState } from './listing-day-filter.tsx';
import classes from './listing.module.css';

export const FILTER_FORM_ID = 'doctor-filters';

/** What the page's query says now (the loader's parsed, forgiving `ZDoctorListPageQuery`). */
export type SortValue = 'rating' | 'price' | 'price_desc' | 'experience' | 'earliest';

export interface FilterState {
  sort: SortValue;
  price_min?: number;
  price_max?: number;
  rating_min?: number;
  languages: readonly string[];
  category: readonly string[];
  experience_min?: number;
}

export interface SegmentChoice {
  slug: string;
  name: string;
  href: string;
  current: boolean;
}

export interface FilterChoices {
  /** The city of the path (`''`: all cities) and the cities to choose from; a choice changes only that segment. */
  city: string;
  cities: readonly { slug: string; name: string }[];
  languages: readonly { code: string; name: string }[];
  categories: readonly DoctorCategory[];
  day: DayFilterState;
  specializations: readonly SegmentChoice[];
  allSpecializations: string;
  features: readonly SegmentChoice[];
}

const RATINGS = [3, 4, 4.5];
const EXPERIENCE = [3, 5, 10, 20];

/**
 * The listing's filters: a plain GET form (works before and without JavaScript), and links for what is a
 * path segment (specialization, feature: canonical URLs a crawler may follow). With JavaScript the
 * submit leaves empty fields out of the URL and navigates on the client. The panel is closed in the HTML:
 * on phones it stays a "show filters" toggle; wider screens show its content by CSS (`::details-content`),
 * so nothing moves when the script arrives (a panel closed by the script was a 0.7 layout shift).
 *
 * A document request renders the panel on the server only (`choices` stay there, docs/decisions/279, 280):
 * the browser keeps the server's markup, and the panel serves it from its own element (the form's submit,
 * the links, the day filter's changes). A client navigation brings the choices and React renders it.
 */
export function ListingFilters({ action, state, choices }: { action: string; state: FilterState; choices: FilterChoices | undefined }) {
  const { t } = useT();
  const navigate = useNavigate();
  const panel = useRef<HTMLDetailsElement>(null);

  useEffect(() => {
    const details = panel.current;
    if (!details) return;
    // Browsers that cannot style `::details-content` open the panel on wide screens instead.
    const styled = typeof CSS !== 'undefined' && CSS.supports('selector(::details-content)');
    if (!styled && window.matchMedia('(min-width: 48.0625em)').matches) details.open = true;
    const change = (event: Event) => keepOneDay(event.target);
    details.addEventListener('change', change);
    return () => details.removeEventListener('change', change);
  }, []);

  function submit(event: FormEvent<HTMLDetailsElement>) {
    const form = event.target;
    if (!(form instanceof HTMLFormElement) || form.id !== FILTER_FORM_ID) return;
    event.preventDefault();
    const params = new URLSearchParams();
    for (const [name, value] of new FormData(form)) {
      // The city is a path segment: sent only when it changes, and then even when empty ("all cities").
      if (name === 'city') {
        if (value !== (form.dataset.city ?? '')) params.append(name, String(value));
        continue;
      }
      if (typeof value !== 'string' || value === '' || (name === 'sort' && value === 'rating')) continue;
      // "Another date" is said by the date itself.
      if (name === 'day' && value === 'date') continue;
      params.append(name, value);
    }
    const query = params.toString();
    void navigate(`${action}${query ? `?${query}` : ''}`, { preventScrollReset: true });
  }

  const panelProps = {
    ref: panel,
    className: classes.panel,
    onSubmit: submit,
    onClick: (event: MouseEvent) => {
      if (!choices) followOwnLink(event, navigate);
    },
  };
  if (!choices) return <details {...panelProps} {...KEEP_SERVER_MARKUP} />;
  return (
    <details {...panelProps}>
      {/* The toggle says what a tap does; CSS picks the label from `open`, so it is right before the script runs. The summary tells assistive technology "expanded" itself. */}
      <summary className={classes.summary} data-filters-toggle>
        <span className={classes.whenClosed}>{t('catalog.filters.show')}</span>
        <span className={classes.whenOpen}>{t('catalog.filters.hide')}</span>
      </summary>
      <h2 className="vz-visually-hidden">{t('catalog.filters.title')}</h2>
      <nav aria-labelledby="filters-specializations" className={classes.group}>
        <h3 id="filters-specializations" className={classes.legend}>
          {t('catalog.filters.specializations')}
        </h3>
        <ul className={classes.links}>
          <li>
            <SiteLink to={choices.allSpecializations} discover="none" aria-current={choices.specializations.some((item) => item.current) ? undefined : 'page'}>
              {t('catalog.filters.all')}
            </SiteLink>
          </li>
          {choices.specializations.map((item) => (
            <li key={item.slug}>
              <SiteLink to={item.href} discover="none" aria-current={item.current ? 'page' : undefined}>
                {item.name}
              </SiteLink>
            </li>
          ))}
        </ul>
      </nav>
      {choices.features.length > 0 && (
        <nav aria-labelledby="filters-features" className={classes.group}>
          <h3 id="filters-features" className={classes.legend}>
            {t('catalog.filters.features')}
          </h3>
          <ul className={classes.chips}>
            {choices.features.map((item) => (
              <li key={item.slug}>
                <SiteLink to={item.href} discover="none" aria-current={item.current ? 'page' : undefined} className={classes.chip}>
                  {item.name}
                </SiteLink>
              </li>
            ))}
          </ul>
        </nav>
      )}
      <form id={FILTER_FORM_ID} method="get" action={action} className={classes.form} data-city={choices.city}>
        <label className={classes.group}>
          <span className={classes.legend}>{t('catalog.filters.city')}</span>
          <select name="city" defaultValue={choices.city}>
            <option value="">{t('city.all')}</option>
            {choices.cities.map((city) => (
              <option key={city.slug} value={city.slug}>
                {city.name}
              </option>
            ))}
          </select>
        </label>
        <fieldset className={classes.group}>
          <legend className={classes.legend}>{t('catalog.filters.price')}</legend>
          <div className={classes.pair}>
            <label>
              {t('catalog.filters.price.min')}
              <input type="number" name="price_min" min={0} step={50} inputMode="numeric" defaultValue={state.price_min ?? ''} />
            </label>
            <label>
              {t('catalog.filters.price.max')}
              <input type="number" name="price_max" min={0} step={50} inputMode="numeric" defaultValue={state.price_max ?? ''} />
            </label>
          </div>
        </fieldset>
        <label className={classes.group}>
          <span className={classes.legend}>{t('catalog.filters.rating')}</span>
          <select name="rating_min" defaultValue={state.rating_min ?? ''}>
            <option value="">{t('catalog.filters.rating.any')}</option>
            {RATINGS.map((rating) => (
              <option key={rating} value={rating}>
                {t('catalog.filters.rating.min', { rating })}
              </option>
            ))}
          </select>
        </label>
        <label className={classes.group}>
          <span className={classes.legend}>{t('catalog.filters.experience')}</span>
          <select name="experience_min" defaultValue={state.experience_min ?? ''}>
            <option value="">{t('catalog.filters.experience.any')}</option>
            {EXPERIENCE.map((years) => (
              <option key={years} value={years}>
                {t('catalog.filters.experience.min', { years })}
              </option>
            ))}
          </select>
        </label>
        <DayFilter state={choices.day} />
        <fieldset className={classes.group}>
          <legend className={classes.legend}>{t('catalog.filters.category')}</legend>
          {choices.categories.map((category) => (
            <label key={category} className={classes.check}>
              <input type="checkbox" name="category" value={category} defaultChecked={state.category.includes(category)} />
              {t(`catalog.category.${category}`)}
            </label>
          ))}
        </fieldset>
        {choices.languages.length > 0 && (
          <fieldset className={classes.group}>
            <legend className={classes.legend}>{t('catalog.filters.languages')}</legend>
            {choices.languages.map((language) => (
              <label key={language.code} className={classes.check}>
                <input type="checkbox" name="languages" value={language.code} defaultChecked={state.languages.includes(language.code)} />
                {language.name}
              </label>
            ))}
          </fieldset>
        )}
        <div className={classes.formActions}>
          <button type="submit" className={classes.apply}>
            {t('catalog.filters.apply')}
          </button>
          <SiteLink to={action} discover="none">
            {t('catalog.filters.reset')}
          </SiteLink>
        </div>
      </form>
    </details>
  );
}

/** The sort menu sits above the cards but belongs to the filter form (`form=`), so one GET carries both. */
export function SortSelect({ sorts, value }: { sorts: readonly SortValue[]; value: SortValue }) {
  const { t } = useT();
  return (
    <label className={classes.sort}>
      <span>{t('catalog.sort')}</span>
      <select name="sort" form={FILTER_FORM_ID} defaultValue={value} onChange={(event) => event.currentTarget.form?.requestSubmit()}>
        {sorts.map((sort) => (
          <option key={sort} value={sort}>
            {t(`catalog.sort.${sort}`)}
          </option>
        ))}
      </select>
    </label>
  );
}
