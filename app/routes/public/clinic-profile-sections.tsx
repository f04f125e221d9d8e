import type { ReactNode } from 'react';
import { SiteLink } from '../../components/site-link.tsx';
import { clockTime, hoursSummary, type DayHours } from '../../components/catalog/clinic-hours.ts';
import { Rating } from '../../components/catalog/rating.tsx';
import { HydrationUnit } from '../../components/layouts/hydration-groups.tsx';
import { localizedPath } from '../../i18n/locale.ts';
import { useT } from '../../i18n/use-t.ts';
import type { loadClinicProfile } from './clinic-profile.server.ts';
import classes from './clinic-profile.module.css';

type Clinic = Awaited<ReturnType<typeof loadClinicProfile>>['clinic'];

/** A titled part of the profile; its content hydrates as a unit of its own (docs/decisions/165). */
export function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section className={classes.section} aria-labelledby={id}>
      <h2 id={id} className={classes.sectionTitle}>
        {title}
      </h2>
      <HydrationUnit>{children}</HydrationUnit>
    </section>
  );
}

/** Every day with its hours; SPEC §9's defaults are marked as such. */
export function HoursTable({ hours, isDefault }: { hours: readonly DayHours[]; isDefault: boolean }) {
  const { t } = useT();
  return (
    <>
      <p className={classes.summary}>{hoursSummary(hours, t)}</p>
      <table className={classes.hours}>
        <tbody>
          {hours.map((day) => (
            <tr key={day.day}>
              <th scope="row">{t(`places.day.${day.day}`)}</th>
              <td>{day.from && day.to ? `${clockTime(day.from)}–${clockTime(day.to)}` : t('places.hours.closed')}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {isDefault && <p className={classes.note}>{t('places.hours.default')}</p>}
    </>
  );
}

/** A compact list of the clinic's doctors, each linking to the doctor's page. */
export function DoctorList({ doctors }: { doctors: Clinic['doctors'] }) {
  const { t, locale } = useT();
  if (doctors.length === 0) return <p className={classes.note}>{t('places.profile.doctors.none')}</p>;
  return (
    <ul className={classes.doctors}>
      {doctors.map((doctor) => (
        <li key={doctor.id} className={classes.doctor}>
          <SiteLink to={localizedPath(`/doctor/${doctor.slug}`, locale)} className={classes.doctorName}>
            {doctor.name}
          </SiteLink>
          <span className={classes.note}>
            {doctor.specializations.map((item) => item.name).join(', ')}
            {' · '}
            {t('doctor.experience', { years: doctor.experience })}
            {doctor.price_from !== null && <> · {t('places.profile.services.price', { price: doctor.price_from })}</>}
          </span>
          <Rating rating={doctor.reviews_count > 0 ? doctor.rating : null} reviews={doctor.reviews_count} />
        </li>
      ))}
    </ul>
  );
}

export function ServicesTable({ services, citySlug }: { services: Clinic['services']; citySlug: string }) {
  const { t, locale } = useT();
  return (
    <table className={classes.services}>
      <caption className="vz-visually-hidden">{t('places.profile.services')}</caption>
      <tbody>
        {services.map((service) => (
          <tr key={service.specialization.id}>
            <th scope="row">
              <SiteLink to={localizedPath(`/doctors/${citySlug}/${service.specialization.slug}`, locale)}>{service.specialization.name}</SiteLink>
            </th>
            <td>{t('places.profile.services.doctors', { n: service.doctors_count })}</td>
            <td>{service.price_from === null ? '' : t('places.profile.services.price', { price: service.price_from })}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
