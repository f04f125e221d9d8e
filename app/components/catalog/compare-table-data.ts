import { decimalComma, formatHryvnias } from '../../../contracts/numbers.ts';
import type { ComparedDoctors, ComparedInstitutions, ComparedInstitutionSlot, ComparedSlot } from '../../../contracts/compare.ts';
import type { MessageKey } from '../../i18n/catalogs.ts';
import { localizedPath, type Locale } from '../../i18n/locale.ts';
import { plural } from '../../i18n/plural.ts';
import type { Translate } from '../../i18n/use-t.ts';
import { hoursSummary } from './clinic-hours.ts';
import type { CompareKind } from './compare-store.ts';
import { cityAndAddress } from './place-text.ts';

/**
 * What the comparison table shows (docs/decisions/185), as plain data: one column per doctor or clinic
 * and one row per thing a parent weighs, in the order she weighs it. The records come from the page's own
 * loader (`?ids=`, features/catalog/compare.ts), already in the page's language; this file only words them.
 */

export type CompareRecords = ComparedDoctors | ComparedInstitutions;

export type CompareCell =
  | { kind: 'text'; text: string }
  /** One line each (a doctor's several workplaces). */
  | { kind: 'lines'; lines: string[] }
  /** Straight to booking that time; `note` is where (or with whom), `label` the whole sentence for a screen reader. */
  | { kind: 'booking'; text: string; note: string; to: string; label: string }
  | { kind: 'yes-no'; value: boolean; text: string }
  | { kind: 'none' };

export interface CompareRow {
  key: string;
  label: string;
  /** One per column, in the columns' order. */
  cells: CompareCell[];
}

export interface CompareColumn {
  id: number;
  name: string;
  /** The profile, in the page's language. */
  path: string;
  image: string | null;
  /** Under the name: the main specialization, or the clinic's type. */
  subtitle: string;
}

export interface CompareTableModel {
  kind: CompareKind;
  columns: CompareColumn[];
  rows: CompareRow[];
}

const NONE: CompareCell = { kind: 'none' };
const text = (value: string | null | undefined): CompareCell => (value ? { kind: 'text', text: value } : NONE);

/** Where the table's records are read: this page's loader with the ids the browser holds. */
export const compareDataPath = (kind: CompareKind, ids: readonly number[], locale: Locale) =>
  `${localizedPath(`/compare/${kind}`, locale)}?ids=${ids.join(',')}`;

/** `YYYY-MM-DD` + days, on the calendar (no zone involved). */
function addCalendarDays(date: string, days: number): string {
  const at = new Date(`${date}T12:00:00Z`);
  at.setUTCDate(at.getUTCDate() + days);
  return at.toISOString().slice(0, 10);
}

const WEEKDAY_KEYS = ['sun', 'mon', 'tue', 'wed', 'thu', 'fri', 'sat'] as const;

/**
 * A free time as people say it: "сьогодні, 10:30", "завтра, 10:30", "пт, 28 лист., 09:00". The date and
 * clock are already the clinic's (Europe/Kyiv), and so is `today`; the words come from the catalogs, so
 * the server and every browser write the same.
 */
export function slotWhen(slot: Pick<ComparedSlot, 'date' | 'time'>, today: string, t: Translate): string {
  if (slot.date === today) return t('places.compare.next.today', { time: slot.time });
  if (slot.date === addCalendarDays(today, 1)) return t('places.compare.next.tomorrow', { time: slot.time });
  const at = new Date(`${slot.date}T12:00:00Z`);
  return t('places.compare.next.date', {
    weekday: t(`places.day.${WEEKDAY_KEYS[at.getUTCDay()]}`).toLowerCase(),
    day: at.getUTCDate(),
    month: t(`places.compare.month.${at.getUTCMonth() + 1}` as MessageKey),
    time: slot.time,
  });
}

/** The booking page with the time chosen, as the listing cards open it (slot-times.tsx). */
export function bookingPath(doctorSlug: string, slot: Pick<ComparedSlot, 'institution_id' | 'start'>, locale: Locale): string {
  const query = new URLSearchParams({ institution_id: String(slot.institution_id), start: slot.start });
  return `${localizedPath(`/doctor/${doctorSlug}`, locale)}/appointment?${query.toString()}`;
}

function noFreeTime(records: CompareRecords, t: Translate, locale: Locale): CompareCell {
  return { kind: 'text', text: plural(t, locale, 'places.compare.next.none', records.horizon_days) };
}

function ratingCell(rating: number | null, reviews: number, t: Translate, locale: Locale): CompareCell {
  if (reviews === 0) return { kind: 'text', text: t('places.compare.reviews.none') };
  const count = plural(t, locale, 'catalog.reviews', reviews);
  return { kind: 'text', text: rating === null ? count : `${decimalComma(rating)} · ${count}` };
}

const yesNo = (value: boolean, t: Translate): CompareCell => ({ kind: 'yes-no', value, text: t(value ? 'places.compare.yes' : 'places.compare.no') });

export function doctorTable(records: ComparedDoctors, t: Translate, locale: Locale): CompareTableModel {
  const items = records.items;
  const row = (key: string, label: MessageKey, cell: (item: (typeof items)[number]) => CompareCell): CompareRow => ({
    key,
    label: t(label),
    cells: items.map(cell),
  });
  return {
    kind: 'doctors',
    columns: items.map((doctor) => ({
      id: doctor.id,
      name: doctor.name,
      path: localizedPath(`/doctor/${doctor.slug}`, locale),
      image: doctor.photo,
      subtitle: doctor.specializations[0] ?? '',
    })),
    rows: [
      row('next', 'places.compare.next', (doctor) => {
        if (!doctor.next_slot) return doctor.bookable ? noFreeTime(records, t, locale) : { kind: 'text', text: t('places.compare.next.offline') };
        const when = slotWhen(doctor.next_slot, records.today, t);
        const place = doctor.next_slot.institution_name;
        return {
          kind: 'booking',
          text: when,
          note: place,
          to: bookingPath(doctor.slug, doctor.next_slot, locale),
          label: t('places.compare.next.book', { when, place }),
        };
      }),
      row('children', 'places.compare.children', (doctor) => yesNo(doctor.accepts_children, t)),
      row('price', 'places.compare.price', (doctor) =>
        doctor.price_from === null ? NONE : text(t('places.profile.services.price', { price: formatHryvnias(doctor.price_from) })),
      ),
      row('rating', 'places.compare.rating', (doctor) => ratingCell(doctor.rating, doctor.reviews_count, t, locale)),
      row('workplaces', 'places.compare.workplaces', (doctor) =>
        doctor.workplaces.length === 0
          ? NONE
          : { kind: 'lines', lines: doctor.workplaces.map((place) => [place.name, cityAndAddress(place.city, place.address)].filter(Boolean).join(', ')) },
      ),
      row('specializations', 'places.compare.specializations', (doctor) => text(doctor.specializations.join(', '))),
      row('experience', 'places.compare.experience', (doctor) => text(t('places.compare.experience.years', { n: doctor.experience }))),
      row('category', 'places.compare.category', (doctor) => text(t(`places.category.${doctor.category}`))),
      row('languages', 'places.compare.languages', (doctor) => text(doctor.languages.join(', '))),
    ],
  };
}

function institutionSlotCell(slot: ComparedInstitutionSlot, records: ComparedInstitutions, t: Translate, locale: Locale): CompareCell {
  const when = slotWhen(slot, records.today, t);
  return {
    kind: 'booking',
    text: when,
    note: slot.doctor.name,
    to: bookingPath(slot.doctor.slug, slot, locale),
    label: t('places.compare.next.book.doctor', { when, doctor: slot.doctor.name }),
  };
}

export function institutionTable(records: ComparedInstitutions, t: Translate, locale: Locale): CompareTableModel {
  const items = records.items;
  const row = (key: string, label: MessageKey, cell: (item: (typeof items)[number]) => CompareCell): CompareRow => ({
    key,
    label: t(label),
    cells: items.map(cell),
  });
  return {
    kind: 'medical-institutions',
    columns: items.map((clinic) => ({
      id: clinic.id,
      name: clinic.name,
      path: localizedPath(`/clinic/${clinic.slug}`, locale),
      image: clinic.logo,
      subtitle: clinic.type,
    })),
    rows: [
      row('next', 'places.compare.next', (clinic) =>
        clinic.next_slot
          ? institutionSlotCell(clinic.next_slot, records, t, locale)
          : clinic.without_slots
            ? { kind: 'text', text: t('places.compare.next.request') }
            : noFreeTime(records, t, locale),
      ),
      row('children', 'places.compare.children.reception', (clinic) => yesNo(clinic.children_reception, t)),
      row('rating', 'places.compare.rating', (clinic) => ratingCell(clinic.rating, clinic.reviews_count, t, locale)),
      row('address', 'places.compare.address', (clinic) => text(cityAndAddress(clinic.city, clinic.address))),
      row('hours', 'places.compare.hours', (clinic) => text(hoursSummary(clinic.working_hours, t))),
      row('type', 'places.compare.type', (clinic) => text(clinic.type)),
      row('features', 'places.compare.features', (clinic) => text(clinic.features.join(', '))),
    ],
  };
}

export function compareTable(records: CompareRecords, t: Translate, locale: Locale): CompareTableModel {
  return records.kind === 'doctors' ? doctorTable(records, t, locale) : institutionTable(records, t, locale);
}

/** How many columns a phone shows side by side. */
export const PHONE_COLUMNS = 2;

/**
 * The columns a phone shows: the visitor's picks that are still compared, in her order, filled up with
 * the others in the table's order.
 */
export function phonePair(ids: readonly number[], picked: readonly number[]): number[] {
  const pair = picked.filter((id, index) => ids.includes(id) && picked.indexOf(id) === index).slice(0, PHONE_COLUMNS);
  for (const id of ids) {
    if (pair.length >= PHONE_COLUMNS) break;
    if (!pair.includes(id)) pair.push(id);
  }
  return pair;
}

/** Shows `id` in column `position` of the pair; when it is already in the other column the two swap. */
export function pickForColumn(pair: readonly number[], position: number, id: number): number[] {
  const next = [...pair];
  const current = next.indexOf(id);
  if (current >= 0 && current !== position) next[current] = next[position];
  next[position] = id;
  return next;
}
