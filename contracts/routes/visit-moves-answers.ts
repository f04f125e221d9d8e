import { z } from 'zod';
import { VISIT_MOVE_STATES } from '../visit-moves.ts';

/** The answers of the visit-move routes (docs/decisions/309), each shape stated once. */

const instant = z.string().describe('ISO instant');
const idName = z.object({ id: z.number().int(), name: z.string() });
/** A time in the clinic's zone: `YYYY-MM-DD` and `HH:MM`, with its instant. */
const zonedTime = z.object({ start: instant, date: z.string(), time: z.string() });

/** One visit caught by a move, as the clinic sees it. */
export const ZVisitMoveItem = z.object({
  appointment_id: z.number().int(),
  patient_name: z.string(),
  doctor: idName,
  /** Its time when the move caught it. */
  was: zonedTime,
  state: z.enum(VISIT_MOVE_STATES),
  /** The time held for her while she has not answered. */
  offer: zonedTime.extend({ expires_at: instant }).nullable(),
  /** Its time now, once moved. */
  now: zonedTime.nullable(),
  answered_at: instant.nullable(),
});

export const ZVisitMove = z.object({
  id: z.number().int(),
  institution: idName,
  /** Null: every doctor of the clinic. */
  doctor: idName.nullable(),
  day: z.string(),
  start_time: z.string(),
  end_time: z.string(),
  note: z.string().nullable(),
  actor: z.enum(['partner', 'staff']),
  created_at: instant,
  /** Visits caught, and how many of them are answered (moved or cancelled). */
  total: z.number().int(),
  answered: z.number().int(),
  items: z.array(ZVisitMoveItem),
});

/** The visits a range would catch, before moving them. */
export const ZVisitMovePreview = z.object({
  total: z.number().int(),
  visits: z.array(z.object({ appointment_id: z.number().int(), patient_name: z.string(), doctor: idName, was: zonedTime })),
});

/** The patient's page of her moved visit. */
export const ZPatientVisitMove = z.object({
  appointment_id: z.number().int(),
  state: z.enum(VISIT_MOVE_STATES),
  note: z.string().nullable(),
  institution: z.object({ id: z.number().int(), name: z.string(), address: z.string().nullable() }),
  doctor: z.object({ id: z.number().int(), slug: z.string(), name: z.string(), photo: z.string().nullable() }),
  specialization: z.object({ id: z.number().int(), slug: z.string(), name: z.string() }),
  city_slug: z.string().nullable(),
  service: z.object({ name: z.string(), duration: z.number().int() }),
  was: zonedTime,
  now: zonedTime.nullable(),
  /** The time held for her: she takes it through the waitlist offer's accept. */
  offer: zonedTime.extend({ id: z.number().int(), expires_at: instant, seconds_left: z.number().int() }).nullable(),
  /** Other free times of the same doctor at the clinic she may pick. */
  free_times: z.array(zonedTime),
});
