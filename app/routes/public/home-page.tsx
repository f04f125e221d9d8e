import type { ReactNode } from 'react';
import { Form } from 'react-router';
import { SiteLink } from '../../components/site-link.tsx';
import { ClinicCard, type ClinicCardData } from '../../components/catalog/clinic-card.tsx';
import { SeoText } from '../../components/content/page-heading.tsx';
import type { RichDocument } from '../../../contracts/rich-text.ts';
import { DoctorCard, type DoctorCardData } from '../../components/catalog/doctor-card.tsx';
import { useCity } from '../../components/city/city-context.tsx';
import { HydrationGroups } from '../../components/layouts/hydration-groups.tsx';
import { localizedPath, type Locale } from '../../i18n/locale.ts';
import { useT } from '../../i18n/use-t.ts';
import { readableTextColor } from '../../theme.ts';
import classes from './home-page.module.css';

export interface HomePageProps {
  locale: Locale;
  city: { city_slug: string; name: string } | null;
  /** The h1 staff set for the page (docs/decisions/290); null: the page's own. */
  heading: string | null;
  /** The text above the footer staff wrote for the page. */
  seoText: RichDocument | null;
  popularSpecializations: { id: number; slug: string; name: string; background_color: string; text_color: string; doctors_count: number }[];
  institutionTypes: { id: number; slug: string; name: string; image: string | null; background_color: string; text_color: string }[];
  topDoctors: DoctorCardData[];
  topClinics: ClinicCardData[];
}

/** `/` and `/{city}`: search, quick actions, popular specializations, institution types, top doctors and clinics. */
export function HomePage({ city, heading, seoText, popularSpecializations, institutionTypes, topDoctors, topClinics }: HomePageProps) {
  const { t, locale } = useT();
  const path = (to: string) => localizedPath(to, locale);
  const inCity = (to: string) => path(city ? `${to}/${city.city_slug}` : to);
  // The search puts the visitor's city first (docs/decisions/184): this page's city, else the remembered one.
  const remembered = useCity().selected;
  const nearCity = city?.city_slug ?? remembered?.city_slug;

  return (
    <>
      <section className={classes.hero} aria-labelledby="home-title">
        <div className="vz-frame">
          <h1 id="home-title" className={classes.heroTitle}>
            {heading ?? (city ? t('home.hero.city.title', { city: city.name }) : t('home.hero.title'))}
          </h1>
          <p className={classes.heroSubtitle}>{t('home.hero.subtitle')}</p>
          <Form method="get" action={path('/search')} className={classes.search} role="search">
            <label htmlFor="home-search" className="vz-visually-hidden">
              {t('home.search.label')}
            </label>
            <input id="home-search" name="q" type="search" className={classes.searchInput} placeholder={t('home.search.placeholder')} autoComplete="off" />
            {nearCity && <input type="hidden" name="near" value={nearCity} />}
            <button type="submit" className={classes.searchButton}>
              {t('home.search.submit')}
            </button>
          </Form>
          <div className={classes.actions}>
            <SiteLink to={`${path('/support')}#emergency`} className={`${classes.action} ${classes.ambulance}`}>
              {t('home.ambulance')}
            </SiteLink>
            <SiteLink to={`${path('/support')}#callback`} className={`${classes.action} ${classes.callback}`}>
              {t('home.callback')}
            </SiteLink>
          </div>
        </div>
      </section>

      <div className="vz-frame">
        <Section id="home-specializations" title={t('home.specializations.title')} isEmpty={popularSpecializations.length === 0}>
          <ul className={classes.tiles}>
            {popularSpecializations.map((item) => (
              <li key={item.id}>
                <SiteLink to={`${inCity('/doctors')}/${item.slug}`} className={classes.tile}>
                  <span className={classes.tileName}>{item.name}</span>
                  <span className={classes.tileCount}>{t('home.specializations.doctors', { n: item.doctors_count })}</span>
                </SiteLink>
              </li>
            ))}
          </ul>
        </Section>

        <Section id="home-types" title={t('home.types.title')} isEmpty={institutionTypes.length === 0}>
          <ul className={classes.types}>
            {institutionTypes.map((type) => (
              <li key={type.id}>
                <SiteLink
                  to={inCity('/med-centers') + `/${type.slug}`}
                  className={classes.type}
                  style={{ background: type.background_color, color: readableTextColor(type.background_color, type.text_color) }}
                >
                  {type.image && <img src={type.image} alt="" width={40} height={40} loading="lazy" />}
                  <span>{type.name}</span>
                </SiteLink>
              </li>
            ))}
          </ul>
        </Section>

        <Section
          id="home-doctors"
          isEmpty={topDoctors.length === 0}
          title={t('home.doctors.title')}
          more={{ to: inCity('/doctors'), label: t('home.doctors.all') }}
        >
          <ul className={classes.cards}>
            <HydrationGroups items={topDoctors} size={4}>
              {(doctor) => <DoctorCard doctor={doctor} />}
            </HydrationGroups>
          </ul>
        </Section>

        <Section
          id="home-clinics"
          isEmpty={topClinics.length === 0}
          title={t('home.clinics.title')}
          more={{ to: inCity('/med-centers'), label: t('home.clinics.all') }}
        >
          <ul className={classes.cards}>
            <HydrationGroups items={topClinics} size={4}>
              {(clinic) => <ClinicCard clinic={clinic} />}
            </HydrationGroups>
          </ul>
        </Section>
        <SeoText text={seoText} />
      </div>
    </>
  );
}

interface SectionProps {
  id: string;
  title: string;
  isEmpty: boolean;
  more?: { to: string; label: string };
  children: ReactNode;
}

function Section({ id, title, isEmpty, more, children }: SectionProps) {
  const { t } = useT();
  return (
    <section className={classes.section} aria-labelledby={id}>
      <div className={classes.sectionHead}>
        <h2 id={id} className={classes.sectionTitle}>
          {title}
        </h2>
        {more && (
          <SiteLink to={more.to} className={classes.more}>
            {more.label}
          </SiteLink>
        )}
      </div>
      {isEmpty ? <p className={classes.empty}>{t('home.empty')}</p> : children}
    </section>
  );
}
