import type { Db } from '../../db/client.ts';
import { loadDoctorSchedules, slotsOfSchedule } from '../schedule/slot-loader.ts';
import type { DayRange } from './day-range.ts';

/** How long a doctor's free time in a range is trusted, as the next-slot index (docs/decisions/072). */
export const DAY_AVAILABILITY_TTL_MS = 60_000;
/** Doctors per schedule load: a bounded batch, whatever the number of matches. */
const CHUNK = 2_000;
/** Ranges remembered at once (today, tomorrow, two weeks and a few dates). */
const MAX_RANGES = 16;

/** Per institution, the first free instant (epoch ms) of a doctor within the range. */
export type FirstFree = ReadonlyMap<number, number>;

interface Entry {
  at: number;
  byInstitution: Map<number, number>;
}

/**
 * Which doctors have free time in a range of days, for the listing's day filter (docs/decisions/184): the
 * answer is needed for every doctor a listing matches, not only the 50 on the page, so it comes from the
 * schedule loader and free-slot computation the booking uses, two queries per 2,000 doctors, and is kept
 * `ttlMs` per range. `forget` drops doctors whose schedule or bookings changed (as the next-slot index).
 */
export function createDayAvailability(db: Db, { ttlMs = DAY_AVAILABILITY_TTL_MS, now = () => Date.now() }: { ttlMs?: number; now?: () => number } = {}) {
  const ranges = new Map<string, Map<number, Entry>>();

  async function refresh(entries: Map<number, Entry>, doctorIds: number[], range: DayRange, at: number): Promise<void> {
    const window = { from: range.from, days: range.days };
    const schedules = await loadDoctorSchedules(db, { doctorIds, window, now: at });
    for (const doctorId of doctorIds) {
      const byInstitution = new Map<number, number>();
      const schedule = schedules.get(doctorId);
      // One slot per workplace is enough to know it has free time; the earliest comes first.
      for (const slot of schedule ? slotsOfSchedule(schedule, { window, now: at, limit: 1 }) : []) {
        if (!byInstitution.has(slot.institution_id)) byInstitution.set(slot.institution_id, Date.parse(slot.start));
      }
      entries.set(doctorId, { at, byInstitution });
    }
  }

  return {
    /** For each doctor asked, the first free instant per institution within the range (empty: none). */
    async firstFree(doctorIds: readonly number[], range: DayRange): Promise<Map<number, FirstFree>> {
      const at = now();
      const key = `${range.from}|${range.days}`;
      let entries = ranges.get(key);
      if (!entries) {
        if (ranges.size >= MAX_RANGES) ranges.clear();
        ranges.set(key, (entries = new Map()));
      }
      const stale = doctorIds.filter((id) => {
        const entry = entries.get(id);
        return !entry || at - entry.at > ttlMs;
      });
      for (let start = 0; start < stale.length; start += CHUNK) await refresh(entries, stale.slice(start, start + CHUNK), range, at);
      return new Map(doctorIds.map((id) => [id, entries.get(id)?.byInstitution ?? new Map()]));
    },

    /** Drop what is known about these doctors (all when omitted), after a booking or a timesheet change. */
    forget(doctorIds?: Iterable<number>): void {
      if (!doctorIds) return ranges.clear();
      for (const id of doctorIds) for (const entries of ranges.values()) entries.delete(id);
    },
  };
}

export type DayAvailability = ReturnType<typeof createDayAvailability>;

/** The earliest of the institutions that count (all when `institutionIds` is absent), or null. */
export function earliestFree(byInstitution: FirstFree | undefined, institutionIds?: ReadonlySet<number>): number | null {
  let first: number | null = null;
  for (const [institutionId, start] of byInstitution ?? []) {
    if (institutionIds && !institutionIds.has(institutionId)) continue;
    if (first === null || start < first) first = start;
  }
  return first;
}
