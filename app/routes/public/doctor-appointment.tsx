import { lazy, Suspense, useEffect, useState } from 'react';
import type { ShouldRevalidateFunctionArgs } from 'react-router';
import type { Route } from './+types/doctor-appointment';
import { publicPageHeaders } from '../../components/content/cache.ts';
import { Crumbs } from '../../components/catalog/crumbs.tsx';
import { LiveAlertBanners } from '../../components/alerts/live-alert-banners.tsx';
import { useT } from '../../i18n/use-t.ts';
import { loadDoctorAppointment } from './doctor-appointment.server.ts';
import classes from '../../components/booking/booking.module.css';

const BookingFlow = lazy(() => import('../../components/booking/booking-flow.tsx'));

export const loader = (args: Route.LoaderArgs) => loadDoctorAppointment(args);
export const meta: Route.MetaFunction = ({ loaderData }) => loaderData?.head ?? [];
export const headers = publicPageHeaders;

/** The choice lives in the query string; only another doctor needs the server again. */
export function shouldRevalidate({ currentParams, nextParams, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  return currentParams.slug !== nextParams.slug && defaultShouldRevalidate;
}

/**
 * `/doctor/{slug}/appointment` (SPEC §2, docs/decisions/145): the server renders the doctor; the steps
 * (service, workplace, format, day and time, hold with its countdown, the patient's data) run in the browser.
 */
export default function DoctorAppointmentPage({ loaderData }: Route.ComponentProps) {
  const { doctor, alerts, alertRegionIds, crumbs } = loaderData;
  const { t } = useT();
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  const waiting = (
    <p role="status" className={classes.muted}>
      {t('loading')}
    </p>
  );
  return (
    <>
      <Crumbs crumbs={crumbs.map(({ name, url }) => ({ name, path: url }))} />
      <div className={classes.page}>
        <LiveAlertBanners key={doctor.id} alerts={alerts} regionIds={alertRegionIds} />
        <header className={classes.doctor}>
          {doctor.photo ? <img className={classes.photo} src={doctor.photo} alt="" width={96} height={96} /> : <span />}
          <div>
            <h1 className={classes.h1}>{t('booking.title', { name: doctor.name })}</h1>
            {doctor.specialty && <p className={classes.muted}>{doctor.specialty}</p>}
          </div>
        </header>
        {hydrated ? (
          <Suspense fallback={waiting}>
            <BookingFlow doctorId={doctor.id} />
          </Suspense>
        ) : (
          waiting
        )}
      </div>
    </>
  );
}
