import '@mantine/core/styles/UnstyledButton.css';
import '@mantine/core/styles/Button.css';
import { Button } from '@mantine/core';
import { Link } from 'react-router';
import type { Route } from './+types/disease';
import { ArticleCard } from '../../components/content/article-card.tsx';
import { publicPageHeaders } from '../../components/content/cache.ts';
import { PageHeading } from '../../components/content/page-heading.tsx';
import { PromotionCard } from '../../components/content/promotion-card.tsx';
import { RichDocumentView } from '../../components/content/rich-document.tsx';
import { localizedPath } from '../../i18n/locale.ts';
import { useT } from '../../i18n/use-t.ts';
import { loadDisease } from './disease.server.ts';
import classes from '../../components/content/content.module.css';
import cards from '../../components/content/cards.module.css';
import { READING_PAGE } from '../../components/layouts/public-layout.tsx';

export const loader = ({ request, context, params }: Route.LoaderArgs) => loadDisease({ request, context, slug: params.slug });
export const meta: Route.MetaFunction = ({ loaderData }) => loaderData?.head ?? [];
export const headers = publicPageHeaders;
export const handle = READING_PAGE;

/** `/directory-diseases/{slug}`: the reference text, the doctors to book, articles and promotions on the subject. */
export default function Disease({ loaderData }: Route.ComponentProps) {
  const { disease, crumbs } = loaderData;
  const { t, locale } = useT();
  const { specialization } = disease;
  return (
    <>
      <PageHeading crumbs={crumbs} title={disease.name} lead={disease.short_description} />
      <div className={classes.twoColumns}>
        <div>{disease.body ? <RichDocumentView document={disease.body} videoTitle={t('content.video.title')} /> : <p>{t('content.disease.no.text')}</p>}</div>
        <aside className={classes.panel} aria-labelledby="disease-doctors">
          <h2 id="disease-doctors">{t('content.disease.doctors')}</h2>
          {specialization ? (
            <>
              <p>{t('content.disease.doctors.text', { doctor: specialization.doctor_name || specialization.name })}</p>
              <Button component={Link} to={localizedPath(`/doctors/${specialization.slug}`, locale)} fullWidth>
                {t('content.disease.book', { doctor: specialization.doctor_name || specialization.name })}
              </Button>
            </>
          ) : (
            <>
              <p>{t('content.disease.doctors.any')}</p>
              <Button component={Link} to={localizedPath('/doctors', locale)} fullWidth>
                {t('content.disease.book.any')}
              </Button>
            </>
          )}
          <p className={classes.note}>{t('content.disease.disclaimer')}</p>
        </aside>
      </div>
      {disease.articles.length > 0 && (
        <section className={classes.section} aria-labelledby="disease-articles">
          <h2 id="disease-articles" className={classes.sectionTitle}>
            {t('content.disease.articles')}
          </h2>
          <ul className={cards.grid}>
            {disease.articles.map((article) => (
              <li key={article.id}>
                <ArticleCard article={article} headingLevel={3} />
              </li>
            ))}
          </ul>
        </section>
      )}
      {disease.promotions.length > 0 && (
        <section className={classes.section} aria-labelledby="disease-promotions">
          <h2 id="disease-promotions" className={classes.sectionTitle}>
            {t('content.disease.promotions')}
          </h2>
          <ul className={cards.grid}>
            {disease.promotions.map((promotion) => (
              <li key={promotion.id}>
                <PromotionCard promotion={promotion} headingLevel={3} />
              </li>
            ))}
          </ul>
        </section>
      )}
    </>
  );
}
