import type { DoctorListCard } from '../../../features/catalog/doctor-cards.ts';
import type { DoctorCardData } from '../../components/catalog/doctor-card.tsx';

/** The one feature a card shows (docs/decisions/110): "accepts children". */
const CARD_FEATURE = 'child_consultation';

/**
 * A listing's doctor as its card shows it, and nothing more: the page's hydration data repeats every field
 * the loader returns, fifty times (docs/decisions/260). Specialization ids and slugs, the workplace's
 * coordinates and slug, the slots' ends and features other than "accepts children" are not shown.
 */
export function doctorCardView(doctor: DoctorListCard): DoctorCardData {
  const children = doctor.features.find((feature) => feature.code === CARD_FEATURE);
  return {
    id: doctor.id,
    slug: doctor.slug,
    name: doctor.name,
    photo: doctor.photo,
    experience: doctor.experience,
    rating: doctor.rating,
    reviews_count: doctor.reviews_count,
    specializations: doctor.specializations.map((item) => ({ doctor_name: item.doctor_name })),
    category: doctor.category,
    price_from: doctor.price_from,
    workplace: doctor.workplace && {
      id: doctor.workplace.id,
      name: doctor.workplace.name,
      address: doctor.workplace.address,
      city: { name: doctor.workplace.city.name },
      ...(doctor.workplace.status && { status: doctor.workplace.status }),
    },
    workplaces_count: doctor.workplaces_count,
    next_slots: doctor.next_slots.map((slot) => ({ start: slot.start, date: slot.date, time: slot.time, institution_id: slot.institution_id })),
    ...(doctor.slots_day === undefined ? {} : { slots_day: doctor.slots_day }),
    features: children ? [{ code: children.code, name: children.name }] : [],
  };
}
