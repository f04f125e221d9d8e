import { useEffect, useState } from 'react';
import type { TActiveAlert } from '../../../contracts/alerts.ts';
import { useT } from '../../i18n/use-t.ts';
import { AlertBanners } from './alert-banner.tsx';

// The same configured base as the API client (app/api/browser.ts), and the path of `activeAlerts`
// (contracts/routes/alerts.ts), written here so the booking page's first script carries no schema library.
const ACTIVE_ALERTS_URL = `${(import.meta.env.VITE_API_BASE ?? '/api/v1').replace(/\/+$/, '')}/alerts/active`;
/** How often a page left open asks again; and whenever the visitor comes back to its tab. */
export const ALERT_REFRESH_MS = 60_000;

/**
 * The alerts of a page a patient keeps open for minutes (the booking form, docs/decisions/308): those the server
 * rendered, then the alerts on now in `regionIds` as `GET /alerts/active` answers, every minute while the tab is
 * seen and when it is seen again. A bare `fetch`: a failed refresh leaves the banners as they were, with no toast
 * in the middle of a form.
 */
export function LiveAlertBanners({ alerts, regionIds }: { alerts: readonly TActiveAlert[]; regionIds: readonly number[] }) {
  const { locale } = useT();
  const [shown, setShown] = useState(alerts);
  const regions = regionIds.join(',');

  useEffect(() => {
    if (!regions) return;
    const watched = new Set(regions.split(',').map(Number));
    let stopped = false;
    const refresh = async () => {
      if (document.visibilityState !== 'visible') return;
      try {
        const response = await fetch(ACTIVE_ALERTS_URL, { headers: { Accept: 'application/json', 'Accept-Language': locale } });
        if (!response.ok) return;
        const { data } = (await response.json()) as { data: TActiveAlert[] };
        if (!stopped) setShown(data.filter((alert) => watched.has(alert.region.id)));
      } catch {
        // Offline or the server away: the next refresh asks again.
      }
    };
    const timer = setInterval(() => void refresh(), ALERT_REFRESH_MS);
    const onVisible = () => void refresh();
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      stopped = true;
      clearInterval(timer);
      document.removeEventListener('visibilitychange', onVisible);
    };
  }, [regions, locale]);

  return <AlertBanners alerts={shown} live={regionIds.length > 0} />;
}
