import { SiteLink } from '../../components/site-link.tsx';
import type { Route } from './+types/doctor-profile';
import { publicPageHeaders } from '../../components/content/cache.ts';
import { CompareButton } from '../../components/catalog/compare-button.tsx';
import { formatHryvnias } from '../../../contracts/numbers.ts';
import { FavouriteButton } from '../../components/catalog/favourite-button.tsx';
import { LazyQuestionForm, LazyReviewForm } from '../../components/catalog/feedback-forms.tsx';
import { plural } from '../../i18n/plural.ts';
import { QuestionList, ReviewList } from '../../components/catalog/profile-feedback.tsx';
import { BookingBlock, Paragraphs, Section, ServiceList } from '../../components/catalog/profile-sections.tsx';
import { Rating } from '../../components/catalog/rating.tsx';
import { localizedPath } from '../../i18n/locale.ts';
import { Crumbs } from '../../components/catalog/crumbs.tsx';
import { AlertBanners } from '../../components/alerts/alert-banner.tsx';
import { useT } from '../../i18n/use-t.ts';
import { loadDoctorProfile } from './doctor-profile.server.ts';
import buttons from '../../components/catalog/buttons.module.css';
import classes from '../../components/catalog/profile.module.css';
import { READING_PAGE } from '../../components/layouts/public-layout.tsx';

export const handle = READING_PAGE;
export const loader = (args: Route.LoaderArgs) => loadDoctorProfile(args);
export const meta: Route.MetaFunction = ({ loaderData }) => loaderData?.head ?? [];
export const headers = publicPageHeaders;

/** `/doctor/{slug}`: everything a patient may see of a doctor, the next free times, reviews and questions. */
export default function DoctorProfilePage({ loaderData }: Route.ComponentProps) {
  const { profile, alerts, crumbs } = loaderData;
  const { t, locale } = useT();
  return (
    <>
      <Crumbs crumbs={crumbs.map(({ name, url }) => ({ name, path: url }))} />
      <AlertBanners alerts={alerts} />
      <header className={classes.header}>
        {profile.photo ? (
          <img className={classes.photo} src={profile.photo} alt={t('doctor.photo', { name: profile.name })} width={144} height={144} />
        ) : (
          <span />
        )}
        <div>
          <h1 className={classes.h1}>{profile.name}</h1>
          <div className={classes.facts}>
            <p>{profile.specializations.map((item) => item.doctor_name).join(', ')}</p>
            <p className={classes.note}>
              {t('catalog.experience', { years: plural(t, locale, 'catalog.years', profile.experience) })}
              {profile.category !== 'none' && <> · {t(`catalog.category.${profile.category}`)}</>}
            </p>
            {profile.accepts_declarations !== null && (
              <p data-declarations={profile.accepts_declarations ? 'open' : 'closed'}>
                {t(profile.accepts_declarations ? 'catalog.profile.declarations.open' : 'catalog.profile.declarations.closed')}
              </p>
            )}
            <Rating rating={profile.rating} reviews={profile.reviews_count} />
            {profile.price_from !== null && <p>{t('catalog.price.from', { price: formatHryvnias(profile.price_from) })}</p>}
            {/* The same features the listing filters by ("Принимает детей"): a parent should not have to infer it from the listing she came from. */}
            {profile.features.length > 0 && (
              <ul className={classes.features} aria-label={t('catalog.profile.features')}>
                {profile.features.map((feature) => (
                  <li key={feature.slug} className={classes.feature} data-feature={feature.code}>
                    {feature.name}
                  </li>
                ))}
              </ul>
            )}
          </div>
          <div className={buttons.actions}>
            <SiteLink to={`${localizedPath(`/doctor/${profile.slug}`, locale)}/appointment`} className={buttons.book}>
              {t('catalog.profile.book')}
            </SiteLink>
            <FavouriteButton kind="doctors" id={profile.id} name={profile.name} />
            <CompareButton kind="doctors" id={profile.id} name={profile.name} />
          </div>
        </div>
      </header>
      {profile.services.length > 0 && (
        <Section id="services" title={t('catalog.profile.services')}>
          <ServiceList services={profile.services} />
        </Section>
      )}
      <Section id="booking" title={t('catalog.profile.booking')}>
        <BookingBlock slug={profile.slug} workplaces={profile.workplaces} />
      </Section>
      <Section id="about" title={t('catalog.profile.about')}>
        <Paragraphs text={profile.description ?? profile.short_description} />
        {profile.biography && <h3 className={classes.subheading}>{t('catalog.profile.biography')}</h3>}
        <Paragraphs text={profile.biography} />
        {profile.achievements && <h3 className={classes.subheading}>{t('catalog.profile.achievements')}</h3>}
        <Paragraphs text={profile.achievements} />
        {profile.languages.length > 0 && (
          <p>
            <strong>{t('catalog.profile.languages')}:</strong> {profile.languages.map((language) => language.name).join(', ')}
          </p>
        )}
      </Section>
      <Section id="reviews" title={t('catalog.profile.reviews')}>
        <ReviewList reviews={profile.reviews} />
        <LazyReviewForm target={{ doctor_id: profile.id }} />
      </Section>
      <Section id="questions" title={t('catalog.profile.questions')}>
        <QuestionList questions={profile.questions} />
        <LazyQuestionForm target={{ doctor_id: profile.id }} />
      </Section>
    </>
  );
}
