import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { clockTime, hoursSummary, type DayHours } from '../../components/catalog/clinic-hours.ts';
import { Rating } from '../../components/catalog/rating.tsx';
import { localizedPath } from '../../i18n/locale.ts';
import { useT } from '../../i18n/use-t.ts';
import type { loadClinicProfile } from './clinic-profile.server.ts';
import classes from './clinic-profile.module.css';

type Clinic = Awaited<ReturnType<typeof loadClinicProfile>>['clinic'];

export function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section className={classes.section} aria-labelledby={id}>
      <h2 id={id} className={classes.sectionTitle}>
        {title}
      </h2>
      {children}
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
          <Link to={localizedPath(`/doctor/${doctor.slug}`, locale)} className={classes.doctorName}>
            {doctor.name}
          </Link>
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
              <Link to={localizedPath(`/doctors/${citySlug}/${service.specialization.slug}`, locale)}>{service.specialization.name}</Link>
            </th>
            <td>{t('places.profile.services.doctors', { n: service.doctors_count })}</td>
            <td>{service.price_from === null ? '' : t('places.profile.services.price', { price: service.price_from })}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

const dateOf = (iso: string | null, locale: string) => (iso ? new Intl.DateTimeFormat(locale === 'ru' ? 'ru' : 'uk', { dateStyle: 'long', timeZone: 'Europe/Kyiv' }).format(new Date(iso)) : null);

/** The average, a bar per star with its count in words, and the latest reviews. */
export function Reviews({ reviews }: { reviews: Clinic['reviews'] }) {
  const { t, locale } = useT();
  if (reviews.total === 0) return <p className={classes.note}>{t('places.reviews.none')}</p>;
  const rating = new Intl.NumberFormat(locale === 'ru' ? 'ru' : 'uk', { maximumFractionDigits: 1, minimumFractionDigits: 1 }).format(reviews.average ?? 0);
  return (
    <>
      {reviews.average !== null && <p className={classes.average}>{t('places.reviews.average', { rating, n: reviews.total })}</p>}
      {reviews.breakdown && (
        <ul className={classes.breakdown}>
          {reviews.breakdown.map((row) => (
            <li key={row.rating}>
              <span aria-hidden="true">{t('places.reviews.stars', { n: row.rating })}</span>
              <span className={classes.bar} aria-hidden="true">
                <span style={{ width: `${Math.round((row.count / reviews.total) * 100)}%` }} />
              </span>
              <span className="vz-visually-hidden">{t('places.reviews.count', { stars: row.rating, n: row.count })}</span>
              <span aria-hidden="true">{row.count}</span>
            </li>
          ))}
        </ul>
      )}
      <ul className={classes.feedback}>
        {reviews.items.map((review) => (
          <li key={review.id} lang={review.locale === 'ua' ? 'uk' : 'ru'}>
            <p className={classes.author}>
              <strong>{review.author_name}</strong>
              {review.rating !== null && <span aria-label={t('rating.value', { rating: review.rating })}> {'★'.repeat(review.rating)}</span>}
              {review.published_at && <span className={classes.note}> · {dateOf(review.published_at, locale)}</span>}
            </p>
            <p className={classes.text}>{review.text}</p>
            {review.reply && (
              <p className={classes.reply}>
                <strong>{t('places.reviews.reply')}:</strong> {review.reply}
              </p>
            )}
          </li>
        ))}
      </ul>
    </>
  );
}

export function Questions({ questions }: { questions: Clinic['questions'] }) {
  const { t, locale } = useT();
  if (questions.length === 0) return <p className={classes.note}>{t('places.questions.none')}</p>;
  return (
    <ul className={classes.feedback}>
      {questions.map((item) => (
        <li key={item.id} lang={item.locale === 'ua' ? 'uk' : 'ru'}>
          <p className={classes.author}>
            <strong>{item.author_name}</strong>
            {item.published_at && <span className={classes.note}> · {dateOf(item.published_at, locale)}</span>}
          </p>
          <p className={classes.text}>{item.question}</p>
          {item.answer && (
            <p className={classes.reply}>
              <strong>{t('places.questions.answer')}:</strong> {item.answer}
            </p>
          )}
        </li>
      ))}
    </ul>
  );
}
