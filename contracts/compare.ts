/**
 * What the comparison page answers (docs/decisions/185): the compared doctors or clinics, already in the
 * page's language, with the next free time of each. The catalogue builds it; the comparison table shows it.
 */
import type { DoctorCategoryValue } from './catalog.ts';
import type { ClinicWeekday } from './clinic-hours.ts';

/** The first free time, with the place it is at. */
export interface ComparedSlot {
  /** ISO instant. */
  start: string;
  /** `YYYY-MM-DD` and `HH:MM` in the clinic's zone (Europe/Kyiv). */
  date: string;
  time: string;
  institution_id: number;
  institution_name: string;
}

export interface ComparedWorkplace {
  id: number;
  name: string;
  address: string;
  city: string;
}

export interface ComparedDoctor {
  id: number;
  slug: string;
  name: string;
  photo: string | null;
  /** The main one first. */
  specializations: string[];
  experience: number;
  category: DoctorCategoryValue;
  /** Null when the doctor hides the rating. */
  rating: number | null;
  reviews_count: number;
  /** The cheapest active service, UAH (the listing card's rule). */
  price_from: number | null;
  accepts_children: boolean;
  languages: string[];
  workplaces: ComparedWorkplace[];
  /** Takes bookings on the site at one of the workplaces at all (an active timesheet). */
  bookable: boolean;
  next_slot: ComparedSlot | null;
}

/** What the comparison answers besides the records: the clinic's today, for "today" and "tomorrow". */
export interface CompareFrame {
  /** `YYYY-MM-DD` in Europe/Kyiv. */
  today: string;
  /** How far ahead free time is looked for. */
  horizon_days: number;
}

export interface ComparedDoctors extends CompareFrame {
  kind: 'doctors';
  items: ComparedDoctor[];
}

export interface ComparedInstitutionSlot extends ComparedSlot {
  doctor: { slug: string; name: string };
}

export interface ComparedInstitution {
  id: number;
  slug: string;
  name: string;
  logo: string | null;
  type: string;
  city: string;
  address: string;
  rating: number;
  reviews_count: number;
  /** The stored hours (`{}`: none given, SPEC §9's defaults apply). */
  working_hours: Partial<Record<ClinicWeekday, { from: string; to: string }>>;
  children_reception: boolean;
  /** The other public features, in display order. */
  features: string[];
  /** Patients send a request instead of picking a time (no slots by design). */
  without_slots: boolean;
  next_slot: ComparedInstitutionSlot | null;
}

export interface ComparedInstitutions extends CompareFrame {
  kind: 'medical-institutions';
  items: ComparedInstitution[];
}
