import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import { DEMO_SECOND_PATIENT } from '../../db/demo-data/demo-accounts.ts';
import { doctor_services, doctor_workplaces, medical_institutions, timesheets, users } from '../../db/schema/index.ts';
import { computeFreeSlots } from '../../features/schedule/free-slots.ts';
import { loadDoctorSchedules } from '../../features/schedule/slot-loader.ts';
import { CLINIC_TIME_ZONE, zonedDate } from '../../contracts/zoned-time.ts';
import type { SeedContext } from './context.ts';
import { demoPartnerEntities, insertSeedVisit, otherPatients, visitPlaceColumns } from './visits.ts';

/** Visits of the moved day in the demo, the second demo patient's first. */
const VISITS = 4;
/** The first of them starts at least this long after the seed: the partner has time to move them. */
const LEAD_MS = 90 * 60_000;

/**
 * "Move every visit" in the demo (docs/decisions/309): one doctor of the demo partner has four booked visits later
 * today (tomorrow when today is nearly over), the first of them the second demo patient's (`patient2@vizyt.local`).
 * Signed in as the partner, the doctor's day can be moved at once; signed in as her, the message and the page
 * to pick a new time are there.
 */
export async function seedDemoVisitMoves(context: SeedContext): Promise<void> {
  const { db } = context;
  const [second] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(sql`lower(${users.email}) = ${DEMO_SECOND_PATIENT.email}`, isNull(users.deleted_at)));
  const places = await db
    .selectDistinctOn([doctor_services.doctor_id], visitPlaceColumns)
    .from(doctor_services)
    .innerJoin(doctor_workplaces, eq(doctor_workplaces.doctor_id, doctor_services.doctor_id))
    .innerJoin(medical_institutions, eq(medical_institutions.id, doctor_workplaces.institution_id))
    .innerJoin(
      timesheets,
      and(eq(timesheets.doctor_id, doctor_services.doctor_id), eq(timesheets.institution_id, medical_institutions.id), eq(timesheets.is_active, true)),
    )
    .where(
      and(
        inArray(medical_institutions.legal_entity_id, demoPartnerEntities(context)),
        eq(doctor_services.is_default, true),
        eq(doctor_services.format, 'offline'),
        isNull(doctor_services.deleted_at),
        eq(medical_institutions.is_work_without_slots, false),
      ),
    )
    .orderBy(doctor_services.doctor_id, medical_institutions.id)
    .limit(10);
  const now = context.today.getTime();
  const today = zonedDate(now, CLINIC_TIME_ZONE);
  const window = { from: today, days: 2 };
  for (const place of places) {
    const schedule = (await loadDoctorSchedules(db, { doctorIds: [place.doctor_id], window, now })).get(place.doctor_id);
    const workplace = schedule?.workplaces.find((w) => w.institutionId === place.institution_id);
    if (!schedule || !workplace) continue;
    const free = computeFreeSlots({ rules: workplace.rules, busy: schedule.busy, ...window, durationMinutes: place.duration, now }).filter(
      (span) => span.start >= now + LEAD_MS,
    );
    // The first day with four free times left: today if it can, else tomorrow.
    const day = free.length ? zonedDate(free[0].start, CLINIC_TIME_ZONE) : null;
    const chosen = free.filter((span) => zonedDate(span.start, CLINIC_TIME_ZONE) === day).slice(0, VISITS);
    if (chosen.length < VISITS) continue;
    const people = await otherPatients(context, 60);
    const secondPerson = people.find((person) => person.id === second?.id);
    // Others than the first patients, whom the other demo steps book (fewer at a small scale).
    const rest = people.filter((person) => person.id !== second?.id);
    if (!rest.length) return;
    for (const [index, span] of chosen.entries()) {
      const account = index === 0 && secondPerson ? secondPerson : rest[(20 + index) % rest.length];
      await insertSeedVisit(context, { place, account, span, status: index % 2 ? 'approved' : 'booked', bookedAt: now - 3 * 86_400_000 });
    }
    context.log(`visit moves: ${VISITS} visits of doctor ${place.doctor_id} on ${day} to move`);
    return;
  }
}
