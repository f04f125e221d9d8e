import type { ReactNode } from 'react';
import { SiteLink } from '../site-link.tsx';
import { localizedPath } from '../../i18n/locale.ts';
import { useT } from '../../i18n/use-t.ts';
import { formatHryvnias } from '../../../contracts/numbers.ts';
import { PhoneLink } from '../contact/phone-link.tsx';
import { HydrationUnit } from '../layouts/hydration-groups.tsx';
import { DoctorMap } from './doctor-map.tsx';
import { SlotTimes, type SlotData } from './slot-times.tsx';
import classes from './profile.module.css';
import { cityAndAddress } from './place-text.ts';
import type { TClinicStatusKind } from '../../../contracts/clinic-status.ts';
import { ClinicStatusBadge } from '../clinic-status/clinic-status-badge.tsx';

export interface ProfileServiceData {
  id: number;
  name: string;
  cost: number;
  duration: number;
  format: 'offline' | 'online';
  /** Free under the state programme with an electronic referral (docs/decisions/307): no price to show. */
  is_nszu_free: boolean;
  promotion: { slug: string; name: string; cost: number } | null;
}

export interface ProfileWorkplaceData {
  id: number;
  name: string;
  address: string;
  latitude: number;
  longitude: number;
  phone: string | null;
  city: { name: string };
  is_work_without_slots: boolean;
  /** The clinic's status now when it is worth a patient's notice (docs/decisions/306). */
  status?: Exclude<TClinicStatusKind, 'working'> | null;
  next_slots: readonly SlotData[];
}

export function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section id={id} aria-labelledby={`${id}-title`} className={classes.section}>
      <h2 id={`${id}-title`} className={classes.heading}>
        {title}
      </h2>
      <HydrationUnit>{children}</HydrationUnit>
    </section>
  );
}

/** Free text from staff or the doctor, as plain paragraphs (never HTML). */
export function Paragraphs({ text }: { text: string | null }) {
  if (!text) return null;
  return (
    <>
      {text.split(/\n\s*\n/).map((paragraph, index) => (
        <p key={index}>{paragraph}</p>
      ))}
    </>
  );
}

/**
 * Services with their price; a running promotion shows its price with the regular one struck through, and a
 * service free under the state programme says so instead of a price.
 */
export function ServiceList({ services }: { services: readonly ProfileServiceData[] }) {
  const { t } = useT();
  return (
    <ul className={classes.services}>
      {services.map((service) => (
        <li key={service.id}>
          <span className={classes.serviceName}>
            {service.name}
            <small>
              {t('catalog.profile.service.duration', { minutes: service.duration })}
              {service.format === 'online' && <> · {t('catalog.profile.service.online')}</>}
              {service.promotion && !service.is_nszu_free && <> · {t('catalog.profile.service.promotion', { name: service.promotion.name })}</>}
            </small>
          </span>
          <span className={classes.servicePrice}>
            {service.is_nszu_free ? (
              <strong data-nszu>{t('booking.price.nszu')}</strong>
            ) : service.promotion ? (
              <>
                <del>
                  <span className="vz-visually-hidden">{t('catalog.profile.service.old')} </span>
                  {formatHryvnias(service.cost)}
                </del>{' '}
                <strong>{formatHryvnias(service.promotion.cost)}</strong>
              </>
            ) : (
              <strong>{formatHryvnias(service.cost)}</strong>
            )}
          </span>
        </li>
      ))}
    </ul>
  );
}

/**
 * `#booking`: the next free times per workplace, each a link to the booking page with that time chosen
 * (docs/decisions/110, 145), and the link to the full calendar.
 */
export function BookingBlock({ slug, workplaces }: { slug: string; workplaces: readonly ProfileWorkplaceData[] }) {
  const { t, locale } = useT();
  return (
    <>
      <p className={classes.note}>
        {t('catalog.profile.booking.intro')}{' '}
        <SiteLink to={`${localizedPath(`/doctor/${slug}`, locale)}/appointment`}>{t('catalog.profile.booking.calendar')}</SiteLink>
      </p>
      {workplaces.map((place) => (
        <div key={place.id} className={classes.place}>
          <h3 className={classes.subheading} id={`place-${place.id}`}>
            {place.name}
          </h3>
          {place.status && <ClinicStatusBadge status={place.status} />}
          <p className={classes.note}>
            {cityAndAddress(place.city.name, place.address)}
            {place.phone && (
              <>
                {' · '}
                <PhoneLink phone={place.phone}>{(phone) => t('catalog.profile.phone', { phone })}</PhoneLink>
              </>
            )}
          </p>
          {place.is_work_without_slots ? (
            <p>{t('catalog.profile.without.slots')}</p>
          ) : place.next_slots.length === 0 ? (
            <p>{t('catalog.slots.none')}</p>
          ) : (
            <SlotTimes slug={slug} slots={place.next_slots} labelledBy={() => `place-${place.id}`} />
          )}
        </div>
      ))}
      <DoctorMap places={workplaces} />
    </>
  );
}
