import { SiteLink } from '../site-link.tsx';
import { localizedPath } from '../../i18n/locale.ts';
import { useT } from '../../i18n/use-t.ts';
import classes from './support.module.css';

/**
 * The compact ambulance strip at the top of every patient cabinet page (docs/decisions/233): a one-tap call
 * to 103 and the way to the request form for staff. Plain links, 44 px targets.
 */
export function AmbulanceBar() {
  const { t, locale } = useT();
  return (
    <section className={classes.ambulance} aria-label={t('patient-support.ambulance.region')} data-ambulance-bar>
      <p className={classes.ambulanceText}>{t('patient-support.ambulance.bar')}</p>
      <div className={classes.ambulanceActions}>
        <a href="tel:103" className={classes.ambulanceCall}>
          {t('patient-support.ambulance.call')}
        </a>
        <SiteLink to={localizedPath('/patients/ambulance', locale)} className={classes.ambulanceRequest}>
          {t('patient-support.ambulance.request')}
        </SiteLink>
      </div>
    </section>
  );
}
