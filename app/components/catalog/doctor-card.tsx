import { Link } from 'react-router';
import { localizedPath } from '../../i18n/locale.ts';
import { formatHryvnias } from '../../../contracts/numbers.ts';
import { useT } from '../../i18n/use-t.ts';
import { CompareButton } from './compare-button.tsx';
import { FavouriteButton } from './favourite-button.tsx';
import { plural } from '../../i18n/plural.ts';
import { Rating } from './rating.tsx';
import { shortDate, SlotTimes, type SlotData } from './slot-times.tsx';
import buttons from './buttons.module.css';
import classes from './doctor-card.module.css';
import { cityAndAddress } from './place-text.ts';

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
  workplace?: { id?: number; name: string; address: string; city: { name: string } } | null;
  workplaces_count?: number;
  next_slots?: readonly SlotData[];
  /** With the listing's day filter: the day (`YYYY-MM-DD`) whose free times `next_slots` are. */
  slots_day?: string;
  /** The listing's cards bring the doctor's features; only "accepts children" is shown on a card. */
  features?: readonly { code: string; name: string }[];
}

/** A doctor in a list: who, how experienced, how rated, how much, where, when free; book, favourite, compare. */
export function DoctorCard({ doctor, headingLevel = 3 }: { doctor: DoctorCardData; headingLevel?: 2 | 3 }) {
  const { t, locale } = useT();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const profile = localizedPath(`/doctor/${doctor.slug}`, locale);
  const specializations = doctor.specializations?.map((item) => item.doctor_name).join(', ') ?? doctor.specialization;
  const { workplace } = doctor;
  const full = doctor.next_slots !== undefined;
  const children = doctor.features?.find((feature) => feature.code === 'child_consultation');
  const placeId = `p${doctor.id}`;
  return (
    <article className={full ? `${classes.card} ${classes.full}` : classes.card} data-doctor={doctor.slug}>
      {doctor.photo ? (
        <img className={classes.photo} src={doctor.photo} alt={t('doctor.photo', { name: doctor.name })} width={88} height={88} loading="lazy" decoding="async" />
      ) : (
        <span className={classes.initials} aria-hidden="true">
          {initials(doctor.name)}
        </span>
      )}
      <div className={classes.body}>
        <Heading className={classes.name}>
          <Link to={profile}>{doctor.name}</Link>
        </Heading>
        {specializations && <p className={classes.specializations}>{specializations}</p>}
        <p className={classes.muted}>
          {t('catalog.experience', { years: plural(t, locale, 'catalog.years', doctor.experience) })}
          {doctor.category && doctor.category !== 'none' && <> · {t(`catalog.category.${doctor.category}`)}</>}
          {!workplace && doctor.city && <> · {doctor.city}</>}
        </p>
        {children && (
          <p className={classes.muted} data-feature={children.code}>
            {children.name}
          </p>
        )}
        <Rating rating={doctor.rating} reviews={doctor.reviews_count} />
        {doctor.price_from != null && <p className={classes.price}>{t('catalog.price.from', { price: formatHryvnias(doctor.price_from) })}</p>}
        {workplace && (
          <p className={classes.place}>
            <strong id={placeId}>{workplace.name}</strong>
            <span>
              {cityAndAddress(workplace.city.name, workplace.address)}
              {(doctor.workplaces_count ?? 1) > 1 && <> {t('catalog.workplaces.more', { n: (doctor.workplaces_count ?? 1) - 1 })}</>}
            </span>
          </p>
        )}
      </div>
      <div className={classes.side}>
        {full && (
          <>
            <p className={classes.slotsTitle} data-slots-day={doctor.slots_day}>
              {doctor.slots_day ? t('catalog.slots.day', { date: shortDate(doctor.slots_day) }) : t('catalog.slots.title')}
            </p>
            <SlotTimes slug={doctor.slug} slots={doctor.next_slots ?? []} describedBy={(institutionId) => (institutionId === workplace?.id ? placeId : undefined)} />
          </>
        )}
        <div className={buttons.actions}>
          {full && (
            <Link to={`${profile}/appointment`} className={buttons.book} aria-label={t('catalog.book.label', { name: doctor.name })}>
              {t('catalog.book')}
            </Link>
          )}
          <FavouriteButton kind="doctors" id={doctor.id} name={doctor.name} />
          <CompareButton kind="doctors" id={doctor.id} name={doctor.name} />
        </div>
      </div>
    </article>
  );
}

function initials(name: string): string {
  return name
    .split(' ')
    .slice(0, 2)
    .map((part) => part.charAt(0))
    .join('');
}
