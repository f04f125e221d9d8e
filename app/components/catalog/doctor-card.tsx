import type { CSSProperties } from 'react';
import { localizedPath } from '../../i18n/locale.ts';
import { formatHryvnias } from '../../../contracts/numbers.ts';
import { useT } from '../../i18n/use-t.ts';
import { CompareButton } from './compare-button.tsx';
import { FavouriteButton } from './favourite-button.tsx';
import { plural } from '../../i18n/plural.ts';
import { Rating } from './rating.tsx';
import { cssTextVariable, shortDate, SlotTimes, type SlotData } from './slot-times.tsx';
import classes from './doctor-card.module.css';
import { cityAndAddress } from './place-text.ts';
import { useNamedLabel, useSharedLabels } from './card-labels.tsx';
import { SiteLink } from '../site-link.tsx';
import type { TClinicStatusKind } from '../../../contracts/clinic-status.ts';
import { ClinicStatusBadge } from '../clinic-status/clinic-status-badge.tsx';

export type DoctorCategory = 'higher' | 'first' | 'second' | 'none';

/**
 * A doctor as cards show it. The home page's top doctors bring the short form (one specialization name
 * and a city); the listing brings everything of `DoctorListCard` (features/catalog/doctor-cards.ts).
 */
export interface DoctorCardData {
  id: number;
  slug: string;
  name: string;
  photo: string | null;
  experience: number;
  rating: number | null;
  reviews_count: number;
  specialization?: string | null;
  city?: string | null;
  specializations?: readonly { doctor_name: string }[];
  category?: DoctorCategory;
  price_from?: number | null;
  /** `id` (the clinic's) tells which free times are there; the home page's short cards have none. */
  workplace?: { id?: number; name: string; address: string; city: { name: string }; status?: Exclude<TClinicStatusKind, 'working'> | null } | null;
  workplaces_count?: number;
  next_slots?: readonly SlotData[];
  /** With the listing's day filter: the day (`YYYY-MM-DD`) whose free times `next_slots` are. */
  slots_day?: string;
  /** The listing's cards bring the doctor's features; only "accepts children" is shown on a card. */
  features?: readonly { code: string; name: string }[];
}

/**
 * A doctor in a list: who, how experienced, how rated, how much, where, when free; book, favourite, compare.
 * Fifty of these are most of a listing's HTML (docs/decisions/278, 280, 282): the parts are styled by their
 * place in the card rather than each by a class, the photo beside the name is decorative, and inside
 * `SharedCardLabels` (card-labels.tsx) the controls' labels are the shared words and the card's heading.
 * A full card (with free times) draws the times' title from its list ({@link useSlotsTitleStyle}) unless they
 * are of a chosen day; `discover` keeps the profile link's route discovery (one card of a list is enough).
 */
export function DoctorCard({ doctor, headingLevel = 3, discover = true }: { doctor: DoctorCardData; headingLevel?: 2 | 3; discover?: boolean }) {
  const { t, locale } = useT();
  const label = useNamedLabel();
  const nameId = useSharedLabels() ? `n${doctor.id}` : undefined;
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const profile = localizedPath(`/doctor/${doctor.slug}`, locale);
  const specializations = doctor.specializations?.map((item) => item.doctor_name).join(', ') ?? doctor.specialization;
  const { workplace } = doctor;
  const full = doctor.next_slots !== undefined;
  const children = doctor.features?.find((feature) => feature.code === 'child_consultation');
  // The times' clinic is said only when they are of several: then each group is named by its clinic.
  const placeId = new Set(doctor.next_slots?.map((slot) => slot.institution_id)).size > 1 ? `p${doctor.id}` : undefined;
  const facts = [
    t('catalog.experience', { years: plural(t, locale, 'catalog.years', doctor.experience) }),
    doctor.category && doctor.category !== 'none' ? t(`catalog.category.${doctor.category}`) : null,
    !workplace && doctor.city ? doctor.city : null,
  ];
  return (
    <article className={full ? classes.full : classes.card} data-doctor={doctor.id}>
      {doctor.photo ? (
        <img src={doctor.photo} alt="" loading="lazy" />
      ) : (
        <span className={classes.initials} aria-hidden="true">
          {initials(doctor.name)}
        </span>
      )}
      <div>
        <Heading id={nameId}>
          {/* React Router discovers the profile route from this link, for preloading on intent (decision 257). */}
          <SiteLink to={profile} discover={discover ? 'render' : 'none'}>
            {doctor.name}
          </SiteLink>
        </Heading>
        {/* Always there, empty if none: the paragraph after the name is the specializations (styled so). */}
        <p>{specializations}</p>
        <p>{facts.filter(Boolean).join(' · ')}</p>
        {children && <p data-feature={children.code}>{children.name}</p>}
        <Rating rating={doctor.rating} reviews={doctor.reviews_count} />
        {doctor.price_from != null && <b>{t('catalog.price.from', { price: formatHryvnias(doctor.price_from) })}</b>}
        {workplace && (
          <p>
            <strong id={placeId}>{workplace.name}</strong>
            <span>
              {cityAndAddress(workplace.city.name, workplace.address)}
              {(doctor.workplaces_count ?? 1) > 1 && ` ${t('catalog.workplaces.more', { n: (doctor.workplaces_count ?? 1) - 1 })}`}
            </span>
            {workplace.status && <ClinicStatusBadge status={workplace.status} />}
          </p>
        )}
      </div>
      <div>
        {full && (
          <>
            {doctor.slots_day && <p data-slots-day={doctor.slots_day}>{t('catalog.slots.day', { date: shortDate(doctor.slots_day) })}</p>}
            <SlotTimes
              slug={doctor.slug}
              slots={doctor.next_slots ?? []}
              labelledBy={placeId ? (institutionId) => (institutionId === workplace?.id ? placeId : undefined) : undefined}
            />
          </>
        )}
        <div>
          {full && (
            <SiteLink to={`${profile}/appointment`} discover="none" {...label('catalog.book.label', doctor.name, nameId)}>
              {t('catalog.book')}
            </SiteLink>
          )}
          <FavouriteButton kind="doctors" id={doctor.id} name={doctor.name} nameId={nameId} />
          <CompareButton kind="doctors" id={doctor.id} name={doctor.name} nameId={nameId} />
        </div>
      </div>
    </article>
  );
}

/**
 * The style of a list of full cards: the free times' title, once (`--slots-title`), which each card draws
 * before its times instead of writing it out fifty times.
 */
export function useSlotsTitleStyle(): CSSProperties {
  const { t } = useT();
  return cssTextVariable('--slots-title', t('catalog.slots.title'));
}

function initials(name: string): string {
  return name
    .split(' ')
    .slice(0, 2)
    .map((part) => part.charAt(0))
    .join('');
}
