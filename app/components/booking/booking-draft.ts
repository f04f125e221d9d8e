import type { TAppointmentFormat, TSlotDay } from '../../../contracts/booking.ts';
import { EMPTY_PATIENT, type PatientValues } from './patient-form.tsx';
import { forWhomOf } from './for-whom-values.ts';
import { sessionStore } from '../../shell/web-storage.ts';
import { CLINIC_TIME_ZONE } from '../../../contracts/zoned-time.ts';

/**
 * A half-finished booking, one per hold, in the tab's sessionStorage (docs/decisions/182): Back, Forward,
 * a reload, a language switch or a sign-in rebuild the page, and the held time and what was typed must
 * come back. sessionStorage dies with the tab and never travels; personal data never goes to
 * localStorage or the URL. A draft lives exactly as long as its hold: it is dropped once booked, released
 * or run out, and any draft past its deadline is swept on the next read.
 */
export interface BookingDraft {
  hold_id: number;
  /** The account that holds it: another person signing in on this tab never sees it. */
  user_id: number;
  doctor_id: number;
  service_id: number;
  institution_id: number;
  format: TAppointmentFormat;
  start: string;
  end: string;
  date: string;
  time: string;
  /** Epoch milliseconds when the hold ends, by this browser's clock. */
  deadline: number;
  values: PatientValues;
}

const PREFIX = 'vizyt.booking-draft.';

/** The slice of the Storage API the store needs (so tests can hand in a plain map). */
export type DraftStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem' | 'key' | 'length'>;

// Storage switched off (privacy settings): the page simply forgets, as before.
const browserStorage: () => DraftStorage | null = sessionStore;

function keys(storage: DraftStorage): string[] {
  const found: string[] = [];
  for (let index = 0; index < storage.length; index += 1) {
    const key = storage.key(index);
    if (key?.startsWith(PREFIX)) found.push(key);
  }
  return found;
}

function parse(text: string | null): BookingDraft | null {
  if (!text) return null;
  try {
    const value = JSON.parse(text) as Partial<BookingDraft>;
    const numbers = [value.hold_id, value.user_id, value.doctor_id, value.service_id, value.institution_id, value.deadline];
    if (!numbers.every((item) => typeof item === 'number' && Number.isFinite(item))) return null;
    if (typeof value.start !== 'string' || typeof value.end !== 'string' || typeof value.date !== 'string' || typeof value.time !== 'string') return null;
    if (value.format !== 'clinic' && value.format !== 'online') return null;
    // "For whom" is kept too (docs/decisions/183); a draft from before it means "for me".
    return { ...(value as BookingDraft), values: { ...EMPTY_PATIENT, ...(value.values ?? {}), for_whom: forWhomOf(value.values?.for_whom) } };
  } catch {
    return null;
  }
}

export function createDraftStore(storage: DraftStorage | null = browserStorage(), now: () => number = Date.now) {
  const write = (key: string, value: string) => {
    try {
      storage?.setItem(key, value);
    } catch {
      // Full or refused: losing the draft is the old behaviour, not an error to show.
    }
  };

  /** Drops every draft whose hold has ended, and any that cannot be read. */
  function sweep(): BookingDraft[] {
    if (!storage) return [];
    const live: BookingDraft[] = [];
    for (const key of keys(storage)) {
      const draft = parse(storage.getItem(key));
      if (draft && draft.deadline > now()) live.push(draft);
      else storage.removeItem(key);
    }
    return live;
  }

  return {
    /** Keeps the draft of one hold; a newer hold of the same person replaces the others (one live hold each). */
    save(draft: BookingDraft): void {
      if (!storage) return;
      for (const other of sweep()) if (other.user_id === draft.user_id && other.hold_id !== draft.hold_id) storage.removeItem(PREFIX + other.hold_id);
      write(PREFIX + draft.hold_id, JSON.stringify(draft));
    },
    /** What was typed, kept with the hold it belongs to. */
    saveValues(holdId: number, values: PatientValues): void {
      const draft = storage ? parse(storage.getItem(PREFIX + holdId)) : null;
      if (draft && draft.deadline > now()) write(PREFIX + holdId, JSON.stringify({ ...draft, values }));
    },
    /** This person's live draft with this doctor, if any. */
    find(userId: number, doctorId: number): BookingDraft | null {
      return sweep().find((draft) => draft.user_id === userId && draft.doctor_id === doctorId) ?? null;
    },
    /** Whether this tab holds this time of this doctor (the page is being resumed, not arrived at). */
    holds(doctorId: number, start: string): boolean {
      return sweep().some((draft) => draft.doctor_id === doctorId && Date.parse(draft.start) === Date.parse(start));
    },
    remove(holdId: number): void {
      storage?.removeItem(PREFIX + holdId);
    },
  };
}

export type DraftStore = ReturnType<typeof createDraftStore>;

/** The held time put back among the free ones (the slots call hides every hold, her own too), so she sees it. */
export function withHeldSlot(days: readonly TSlotDay[], held: { start: string; end: string; date: string; time: string } | null): readonly TSlotDay[] {
  if (!held) return days;
  return days.map((day) => {
    if (day.date !== held.date || day.slots.some((slot) => Date.parse(slot.start) === Date.parse(held.start))) return day;
    const slots = [...day.slots, { start: held.start, end: held.end, time: held.time }].sort((a, b) => Date.parse(a.start) - Date.parse(b.start));
    return { ...day, slots };
  });
}

/**
 * How a change of choice enters the history: the first chosen time is a step of its own (Back from the form
 * returns to the times); anything else, a day, another time, a service, replaces the entry it is on.
 */
export function historyStep(current: URLSearchParams, next: URLSearchParams): 'push' | 'replace' {
  return !current.get('start') && next.get('start') ? 'push' : 'replace';
}

/** An instant as the clinic's day and `HH:MM` (a hold found by the server carries only its instants). */
export function clinicDayAndTime(iso: string): { date: string; time: string } {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone: CLINIC_TIME_ZONE,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(new Date(iso));
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((item) => item.type === type)?.value ?? '';
  return { date: `${part('year')}-${part('month')}-${part('day')}`, time: `${part('hour')}:${part('minute')}` };
}
