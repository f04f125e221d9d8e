import { SiteLink } from '../../components/site-link.tsx';
import type { Route } from './+types/clinic-profile';
import { TypeBadge } from '../../components/catalog/clinic-card.tsx';
import { ClinicStatusNotice } from '../../components/clinic-status/clinic-status-badge.tsx';
import { AlertBanners } from '../../components/alerts/alert-banner.tsx';
import { CompareButton } from '../../components/catalog/compare-button.tsx';
import { FavouriteButton } from '../../components/catalog/favourite-button.tsx';
import { ClinicMap } from '../../components/catalog/map/index.ts';
import { Rating } from '../../components/catalog/rating.tsx';
import { PhoneLink } from '../../components/contact/phone-link.tsx';
import { publicPageHeaders } from '../../components/content/cache.ts';
import { localizedPath } from '../../i18n/locale.ts';
import { useT } from '../../i18n/use-t.ts';
import { LazyQuestionForm, LazyReviewForm } from '../../components/catalog/feedback-forms.tsx';
import { QuestionList, ReviewList } from '../../components/catalog/profile-feedback.tsx';
import { DoctorList, HoursTable, Section, ServicesTable } from './clinic-profile-sections.tsx';
import { loadClinicProfile } from './clinic-profile.server.ts';
import { Crumbs } from './med-centers-parts.tsx';
import classes from './clinic-profile.module.css';
import { READING_PAGE } from '../../components/layouts/public-layout.tsx';

export const handle = READING_PAGE;
export const loader = (args: Route.LoaderArgs) => loadClinicProfile(args);
export const meta: Route.MetaFunction = ({ loaderData }) => loaderData?.head ?? [];
export const headers = publicPageHeaders;

/** `/clinic/{slug}`: who the clinic is, when it works, its doctors and prices, what patients say, where it is. */
export default function ClinicProfilePage({ loaderData }: Route.ComponentProps) {
  const { clinic, alerts, crumbs, tileUrl } = loaderData;
  const parent = clinic.parent;
  const { t, locale } = useT();
  const path = (to: string) => localizedPath(to, locale);
  const places = [{ name: clinic.name, address: `${clinic.city.name}, ${clinic.address}`, lat: clinic.latitude, lng: clinic.longitude }];
  return (
    <div>
      <Crumbs crumbs={crumbs} />
      <AlertBanners alerts={alerts} />
      <header className={classes.head}>
        {clinic.logo || clinic.image ? (
          <img className={classes.logo} src={(clinic.logo ?? clinic.image)!} alt="" width={120} height={120} />
        ) : (
          <span className={classes.logo} aria-hidden="true">
            {clinic.name.charAt(0)}
          </span>
        )}
        <div className={classes.headBody}>
          <h1 className={classes.title}>{clinic.name}</h1>
          <TypeBadge type={clinic.type} />
          <p className={classes.address}>
            {clinic.city.name}, {clinic.address}
          </p>
          {clinic.live_status && <ClinicStatusNotice status={clinic.live_status} />}
          <Rating rating={clinic.reviews_count > 0 ? clinic.rating : null} reviews={clinic.reviews_count} />
          <div className={classes.actions}>
            <FavouriteButton kind="medical-institutions" id={clinic.id} name={clinic.name} />
            <CompareButton kind="medical-institutions" id={clinic.id} name={clinic.name} />
          </div>
        </div>
      </header>

      <div className={classes.grid}>
        <div className={classes.main}>
          {(clinic.short_description || clinic.description) && (
            <Section id="clinic-about" title={t('places.profile.about')}>
              {clinic.short_description && <p className={classes.lead}>{clinic.short_description}</p>}
              {clinic.description && <p className={classes.text}>{clinic.description}</p>}
            </Section>
          )}
          {clinic.features.length > 0 && (
            <Section id="clinic-features" title={t('places.profile.features')}>
              <ul className={classes.features}>
                {clinic.features.map((feature) => (
                  <li key={feature.slug}>
                    <SiteLink to={path(`/med-centers/${clinic.city.slug}/${clinic.type.slug}/${feature.slug}`)}>{feature.name}</SiteLink>
                  </li>
                ))}
              </ul>
            </Section>
          )}
          <Section id="clinic-doctors" title={`${t('places.profile.doctors')} (${clinic.doctors_count})`}>
            <DoctorList doctors={clinic.doctors} />
          </Section>
          {clinic.services.length > 0 && (
            <Section id="clinic-services" title={t('places.profile.services')}>
              <ServicesTable services={clinic.services} citySlug={clinic.city.slug} />
            </Section>
          )}
          <Section id="clinic-reviews" title={`${t('places.reviews.title')} (${clinic.reviews.total})`}>
            <ReviewList reviews={clinic.reviews} />
            <LazyReviewForm target={{ institution_id: clinic.id }} />
          </Section>
          <Section id="clinic-questions" title={t('places.questions.title')}>
            <QuestionList questions={clinic.questions} />
            <LazyQuestionForm target={{ institution_id: clinic.id }} />
          </Section>
        </div>

        <aside className={classes.side} aria-label={t('places.profile.contacts')}>
          <Section id="clinic-contacts" title={t('places.profile.contacts')}>
            <dl className={classes.contacts}>
              <dt>{t('places.profile.address')}</dt>
              <dd>
                {clinic.city.name}, {clinic.address}
              </dd>
              {clinic.phone && (
                <>
                  <dt>{t('places.profile.phone')}</dt>
                  <dd>
                    <PhoneLink phone={clinic.phone} />
                  </dd>
                </>
              )}
              {clinic.email && (
                <>
                  <dt>{t('places.profile.email')}</dt>
                  <dd>
                    <a href={`mailto:${clinic.email}`}>{clinic.email}</a>
                  </dd>
                </>
              )}
              {clinic.website && /^https?:\/\//.test(clinic.website) && (
                <>
                  <dt>{t('places.profile.website')}</dt>
                  <dd>
                    <a href={clinic.website} rel="noopener nofollow" target="_blank">
                      {clinic.website.replace(/^https?:\/\//, '')}
                    </a>
                  </dd>
                </>
              )}
            </dl>
          </Section>
          <Section id="clinic-hours" title={t('places.profile.hours')}>
            <HoursTable hours={clinic.working_hours} isDefault={clinic.working_hours_default} />
          </Section>
          {(clinic.parent || clinic.branches.length > 0) && (
            <Section id="clinic-branches" title={t('places.profile.branches')}>
              <ul className={classes.branches}>
                {parent && (
                  <li>
                    {t('places.profile.parent')}: <SiteLink to={path(`/clinic/${parent.slug}`)}>{parent.name}</SiteLink>, {parent.city.name}, {parent.address}
                  </li>
                )}
                {clinic.branches.map((branch) => (
                  <li key={branch.id}>
                    <SiteLink to={path(`/clinic/${branch.slug}`)}>{branch.name}</SiteLink>, {branch.city.name}, {branch.address}
                  </li>
                ))}
              </ul>
            </Section>
          )}
          <Section id="clinic-map" title={t('places.profile.map')}>
            <ClinicMap places={places} tileUrl={tileUrl} label={`${t('places.map.region')}: ${clinic.name}`} />
          </Section>
        </aside>
      </div>
    </div>
  );
}
