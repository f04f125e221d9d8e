import '@mantine/core/styles/UnstyledButton.css';
import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/Input.css';
import { Button, TextInput } from '@mantine/core';
import { Form, useLocation } from 'react-router';
import { SiteLink } from '../../components/site-link.tsx';
import type { Route } from './+types/diseases';
import { publicPageHeaders } from '../../components/content/cache.ts';
import { useListLoading } from '../../components/content/list-loading.ts';
import { EmptyState, PageHeading, SeoText } from '../../components/content/page-heading.tsx';
import { localizedPath } from '../../i18n/locale.ts';
import { useT } from '../../i18n/use-t.ts';
import { loadDiseases } from './diseases.server.ts';
import classes from '../../components/content/content.module.css';
import directory from '../../components/content/directory.module.css';
import { READING_PAGE } from '../../components/layouts/public-layout.tsx';

export const loader = ({ request, context }: Route.LoaderArgs) => loadDiseases({ request, context });
export const meta: Route.MetaFunction = ({ loaderData }) => loaderData?.head ?? [];
export const headers = publicPageHeaders;
export const handle = READING_PAGE;

/** `/directory-diseases`: an alphabetical reference with a letter index and a search that works without scripts. */
export default function Diseases({ loaderData }: Route.ComponentProps) {
  const { heading, groups, total, search, crumbs, seoText } = loaderData;
  const { t, locale } = useT();
  const { pathname } = useLocation();
  const busy = useListLoading();
  return (
    <>
      <PageHeading crumbs={crumbs} title={heading} lead={t('content.diseases.lead')} />
      <Form method="get" action={pathname} role="search" className={directory.search}>
        <TextInput
          key={search}
          id="disease-search"
          name="q"
          type="search"
          defaultValue={search}
          label={t('content.diseases.search.label')}
          placeholder={t('content.diseases.search.placeholder')}
          maxLength={100}
          className={directory.searchInput}
        />
        <Button type="submit">{t('content.diseases.search.submit')}</Button>
      </Form>
      {search && (
        <p className={classes.filterNote} role="status">
          {t('content.diseases.search.result', { search, n: total })}{' '}
          <SiteLink to={localizedPath('/directory-diseases', locale)}>{t('content.diseases.search.reset')}</SiteLink>
        </p>
      )}
      {groups.length === 0 ? (
        <EmptyState>
          <p>{search ? t('content.diseases.search.empty', { search }) : t('content.diseases.empty')}</p>
        </EmptyState>
      ) : (
        <>
          {groups.length > 1 && (
            <nav aria-label={t('content.diseases.letters')}>
              <ul className={directory.letters}>
                {groups.map((group, index) => (
                  <li key={group.letter}>
                    <a href={`#letter-${index}`}>{group.letter}</a>
                  </li>
                ))}
              </ul>
            </nav>
          )}
          <div className={directory.groups} aria-busy={busy}>
            {groups.map((group, index) => (
              <section key={group.letter} id={`letter-${index}`} aria-labelledby={`letter-${index}-title`} className={directory.group}>
                <h2 id={`letter-${index}-title`} className={directory.letter}>
                  {group.letter}
                </h2>
                <ul className={directory.list}>
                  {group.diseases.map((disease) => (
                    <li key={disease.slug}>
                      <SiteLink to={localizedPath(`/directory-diseases/${disease.slug}`, locale)}>{disease.name}</SiteLink>
                      {disease.specialization && <span className={directory.specialization}>{disease.specialization}</span>}
                    </li>
                  ))}
                </ul>
              </section>
            ))}
          </div>
        </>
      )}
      <SeoText text={seoText} />
    </>
  );
}
