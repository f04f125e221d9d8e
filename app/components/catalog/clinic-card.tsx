import { localizedPath } from '../../i18n/locale.ts';
import { useT } from '../../i18n/use-t.ts';
import { readableTextColor } from '../../theme.ts';
import { CompareButton } from './compare-button.tsx';
import { FavouriteButton } from './favourite-button.tsx';
import { hoursSummary, type DayHours, type WeekHours } from './clinic-hours.ts';
import { Rating } from './rating.tsx';
import classes from './cards.module.css';
import own from './clinic-card.module.css';
import { cityAndAddress } from './place-text.ts';
import { useSharedLabels } from './card-labels.tsx';
import { SiteLink } from '../site-link.tsx';

export interface ClinicTypeBadge {
  slug?: string;
  name: string;
  /** SPEC §3 tile colours; the text colour is corrected when unreadable (docs/decisions/045). */
  background_color: string;
  text_color: string;
}

/**
 * An institution in a list. The home page gives the short form (type and city as names); the clinic
 * listing gives everything (`InstitutionListCard`): coloured type badge, features, opening hours.
 */
export interface ClinicCardData {
  id: number;
  slug: string;
  name: string;
  image: string | null;
  type: string | ClinicTypeBadge;
  address: string;
  city: string | { name: string };
  rating: number;
  reviews_count: number;
  features?: readonly { slug: string; name: string }[];
  /** Null or empty: the SPEC §9 defaults. Absent: hours are not shown (short form). */
  working_hours?: WeekHours | readonly DayHours[] | null;
  doctors_count?: number;
}

/** Cards show this many features; the profile has them all. */
const CARD_FEATURES = 4;

export function TypeBadge({ type }: { type: ClinicTypeBadge }) {
  return (
    <span className={own.badge} style={{ background: type.background_color, color: readableTextColor(type.background_color, type.text_color) }}>
      {type.name}
    </span>
  );
}

/**
 * Image, name, type, address and city, rating and reviews, features, hours, favourite and compare. The name
 * is an `h2` on the listing, whose cards follow its `h1`, and an `h3` under a section's `h2` elsewhere.
 * `discover` keeps the name link's route discovery: on a listing, one card is enough (docs/decisions/282).
 */
export function ClinicCard({
  clinic,
  actions = true,
  headingLevel = 3,
  discover = true,
}: {
  clinic: ClinicCardData;
  actions?: boolean;
  headingLevel?: 2 | 3;
  discover?: boolean;
}) {
  const { t, locale } = useT();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const city = typeof clinic.city === 'string' ? clinic.city : clinic.city.name;
  const nameId = useSharedLabels() ? `c${clinic.id}` : undefined;
  return (
    <article className={classes.card}>
      {clinic.image ? (
        <img className={classes.logo} src={clinic.image} alt="" loading="lazy" />
      ) : (
        <span className={classes.initials} aria-hidden="true">
          {clinic.name.charAt(0)}
        </span>
      )}
      <div className={classes.body}>
        <Heading className={classes.name} id={nameId}>
          <SiteLink to={localizedPath(`/clinic/${clinic.slug}`, locale)} className={classes.cardLink} discover={discover ? 'render' : 'none'}>
            {clinic.name}
          </SiteLink>
        </Heading>
        {typeof clinic.type === 'string' ? <p className={classes.meta}>{clinic.type}</p> : <TypeBadge type={clinic.type} />}
        <p className={classes.meta}>{cityAndAddress(city, clinic.address)}</p>
        <Rating rating={clinic.reviews_count > 0 ? clinic.rating : null} reviews={clinic.reviews_count} />
        {clinic.working_hours !== undefined && <p className={own.hours}>{hoursSummary(clinic.working_hours, t)}</p>}
        {clinic.features && clinic.features.length > 0 && (
          <ul className={own.features} aria-label={t('places.card.features')}>
            {clinic.features.slice(0, CARD_FEATURES).map((feature) => (
              <li key={feature.slug}>{feature.name}</li>
            ))}
          </ul>
        )}
        {actions && (
          <div className={own.actions}>
            <FavouriteButton kind="medical-institutions" id={clinic.id} name={clinic.name} nameId={nameId} />
            <CompareButton kind="medical-institutions" id={clinic.id} name={clinic.name} nameId={nameId} />
          </div>
        )}
      </div>
    </article>
  );
}
