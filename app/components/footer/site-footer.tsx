import { SiteLink } from '../site-link.tsx';
import { localizedPath } from '../../i18n/locale.ts';
import { useT } from '../../i18n/use-t.ts';
import type { MessageKey } from '../../i18n/catalogs.ts';
import { DEFAULT_CLINIC_HOURS } from '../../../contracts/clinic-hours.ts';
import { hoursSummary } from '../catalog/clinic-hours.ts';
import classes from './footer.module.css';

export interface FooterSpecialization {
  id: number;
  slug: string;
  name: string;
}

const COMPANY_LINKS: { path: string; label: MessageKey }[] = [
  { path: '/about-us', label: 'footer.about.us' },
  { path: '/for-partners', label: 'footer.for.partners' },
  { path: '/conference', label: 'content.footer.conference' },
  { path: '/dogovir-oferty', label: 'footer.offer' },
  { path: '/privacy-policy', label: 'footer.privacy.policy' },
  { path: '/terms-of-service', label: 'footer.terms.of.service' },
  { path: '/support', label: 'footer.support' },
];

/**
 * Site footer: work hours (SPEC §9), company links and the specializations flagged for the footer. The
 * hours are the same defaults and wording as a clinic's ("Пн–Пт 8:00–20:00, Сб–Нд 9:00–20:00"): two catalog
 * lines "daily …" and "weekend …" contradicted each other.
 */
export function SiteFooter({ specializations }: { specializations: readonly FooterSpecialization[] }) {
  const { t, locale } = useT();
  return (
    <footer className={classes.footer}>
      <div className={classes.inner}>
        <section aria-labelledby="footer-hours">
          <h2 id="footer-hours" className={classes.title}>
            {t('footer.hours.title')}
          </h2>
          <p className={classes.list} data-footer-hours>
            {hoursSummary(DEFAULT_CLINIC_HOURS, t)}
          </p>
        </section>
        <nav aria-labelledby="footer-company">
          <h2 id="footer-company" className={classes.title}>
            {t('footer.company')}
          </h2>
          <ul className={classes.list}>
            {COMPANY_LINKS.map((link) => (
              <li key={link.path}>
                <SiteLink to={localizedPath(link.path, locale)}>{t(link.label)}</SiteLink>
              </li>
            ))}
          </ul>
        </nav>
        {specializations.length > 0 && (
          <nav aria-labelledby="footer-specializations" className={classes.wide}>
            <h2 id="footer-specializations" className={classes.title}>
              {t('footer.specializations')}
            </h2>
            <ul className={classes.columns}>
              {specializations.map((specialization) => (
                <li key={specialization.id}>
                  <SiteLink to={localizedPath(`/doctors/${specialization.slug}`, locale)}>{specialization.name}</SiteLink>
                </li>
              ))}
            </ul>
          </nav>
        )}
      </div>
      <p className={classes.copyright}>{t('footer.copyright', { year: new Date().getFullYear() })}</p>
    </footer>
  );
}
