import { IconAlertTriangle } from '@tabler/icons-react';
import type { TActiveAlert } from '../../../contracts/alerts.ts';
import { useT } from '../../i18n/use-t.ts';
import { formatClinicClock } from '../booking/format.ts';
import classes from './alert-banner.module.css';

/**
 * The air-raid alerts on now in the regions a page is about (docs/decisions/308): the clinic page, a doctor's
 * profile and booking page. Plain markup rendered by the server with the page, so it is there on first paint and
 * gone with the first page after the alert ends. One status region holds them: a screen reader hears them on
 * arrival, and hears one that a page kept up to date adds later (`live`: the region is there while empty).
 */
export function AlertBanners({ alerts, live = false }: { alerts: readonly TActiveAlert[]; live?: boolean }) {
  const { t } = useT();
  if (!alerts.length && !live) return null;
  return (
    <div role="status" className={classes.banners} data-alert-banners>
      {alerts.map((alert) => (
        <div key={alert.region.id} className={classes.banner} data-alert-banner={alert.region.feed_uid}>
          <IconAlertTriangle className={classes.icon} size={24} stroke={2} aria-hidden="true" focusable="false" />
          <div className={classes.body}>
            <p className={classes.title}>
              <strong>{t('alert.banner.title', { region: alert.region.name })}</strong> {t('alert.banner.since', { time: formatClinicClock(alert.started_at) })}
            </p>
            <p className={classes.text}>{t('alert.banner.text')}</p>
          </div>
        </div>
      ))}
    </div>
  );
}
