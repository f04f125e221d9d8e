import type { Db } from '../../db/client.ts';
import { computeFreeSlots } from './free-slots.ts';
import { clinicToday, loadDoctorSchedules, SLOT_HORIZON_DAYS, type WorkplaceSchedule } from './slot-loader.ts';
import { addDays, CLINIC_TIME_ZONE, zonedDate } from '../../contracts/zoned-time.ts';

/** How long a doctor's next-slot summary is trusted (docs/decisions/072). */
export const NEXT_SLOT_TTL_MS = 60_000;
/** Doctors per load: bounded statements, still a handful of queries for the whole catalogue. */
const CHUNK = 2_000;

/** When a doctor is next free at one institution, within the horizon. */
export interface NextSlotSummary {
  /** Epoch ms of the first free slot, or null when none within 14 days. */
  next: number | null;
  /** A slot is still free today / tomorrow (clinic calendar). */
  today: boolean;
  tomorrow: boolean;
}

const NONE: NextSlotSummary = { next: null, today: false, tomorrow: false };

interface Entry {
  at: number;
  day: string;
  byInstitution: Map<number, NextSlotSummary>;
}

function summarizeWorkplace(workplace: WorkplaceSchedule, busy: { start: number; end: number }[], today: string, now: number): NextSlotSummary {
  const base = { rules: workplace.rules, busy, durationMinutes: workplace.durationMinutes, now, limit: 1 };
  const [first] = computeFreeSlots({ ...base, from: today, days: SLOT_HORIZON_DAYS });
  if (!first) return NONE;
  const tomorrow = addDays(today, 1);
  const firstDay = zonedDate(first.start, CLINIC_TIME_ZONE);
  const freeTomorrow = firstDay === tomorrow || (firstDay === today && computeFreeSlots({ ...base, from: tomorrow, days: 1 }).length > 0);
  return { next: first.start, today: firstDay === today, tomorrow: freeTomorrow };
}

/** Folds the summaries of the institutions that count (all when `institutionIds` is absent) into one. */
export function combineSummaries(byInstitution: ReadonlyMap<number, NextSlotSummary> | undefined, institutionIds?: ReadonlySet<number>): NextSlotSummary {
  let next: number | null = null;
  let today = false;
  let tomorrow = false;
  for (const [institutionId, summary] of byInstitution ?? []) {
    if (institutionIds && !institutionIds.has(institutionId)) continue;
    if (summary.next !== null && (next === null || summary.next < next)) next = summary.next;
    today ||= summary.today;
    tomorrow ||= summary.tomorrow;
  }
  return { next, today, tomorrow };
}

/**
 * A per-process memory of each doctor's next free slot per institution, for the "available today /
 * tomorrow" filters and the "earliest slot" sort, which need an answer for every doctor that matches a
 * listing, not only for the 50 on the page. Missing or stale doctors are computed on demand, in chunks,
 * with the same loader the cards use; an entry lives `ttlMs` and never past the clinic's midnight. Writers
 * that change a schedule or book a slot may call `forget` so this instance sees it at once; other
 * instances see it within the TTL. Cards always show freshly computed slots.
 */
export function createNextSlotIndex(db: Db, { ttlMs = NEXT_SLOT_TTL_MS, now = () => Date.now() }: { ttlMs?: number; now?: () => number } = {}) {
  const entries = new Map<number, Entry>();

  async function refresh(doctorIds: number[], at: number, day: string): Promise<void> {
    const window = { from: day, days: SLOT_HORIZON_DAYS };
    const schedules = await loadDoctorSchedules(db, { doctorIds, window, now: at });
    for (const doctorId of doctorIds) {
      const schedule = schedules.get(doctorId);
      const byInstitution = new Map<number, NextSlotSummary>();
      for (const workplace of schedule?.workplaces ?? []) {
        const summary = summarizeWorkplace(workplace, schedule!.busy, day, at);
        const previous = byInstitution.get(workplace.institutionId);
        byInstitution.set(
          workplace.institutionId,
          previous
            ? combineSummaries(
                new Map([
                  [0, previous],
                  [1, summary],
                ]),
              )
            : summary,
        );
      }
      entries.set(doctorId, { at, day, byInstitution });
    }
  }

  return {
    /** Summaries per institution for each doctor asked (an empty map: no bookable schedule). */
    async summaries(doctorIds: readonly number[]): Promise<Map<number, ReadonlyMap<number, NextSlotSummary>>> {
      const at = now();
      const day = clinicToday(at);
      const stale = doctorIds.filter((id) => {
        const entry = entries.get(id);
        return !entry || entry.day !== day || at - entry.at > ttlMs;
      });
      for (let start = 0; start < stale.length; start += CHUNK) await refresh(stale.slice(start, start + CHUNK), at, day);
      return new Map(doctorIds.map((id) => [id, entries.get(id)?.byInstitution ?? new Map()]));
    },

    /** Drop what is known about these doctors (all when omitted), after a booking or a timesheet change. */
    forget(doctorIds?: Iterable<number>): void {
      if (!doctorIds) return entries.clear();
      for (const id of doctorIds) entries.delete(id);
    },

    get size(): number {
      return entries.size;
    },
  };
}

export type NextSlotIndex = ReturnType<typeof createNextSlotIndex>;
