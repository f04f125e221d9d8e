import { and, eq, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import type { TAppointment } from '../../contracts/booking.ts';
import type { Locale } from '../../contracts/locale.ts';
import { NotFoundError } from '../errors.ts';
import type { SessionUser } from '../accounts/permissions.ts';
import type { Messenger } from '../messaging/messenger.ts';
import { lockAppointment, type LockedAppointment } from './appointment-rows.ts';
import { a, loadAppointments, loadEvents, type ViewRules } from './views.ts';

export interface BookingSettings {
  /** How long a hold keeps its slot (`HOLD_MINUTES`, or `HOLD_SECONDS` for tests). */
  holdSeconds: number;
  /** The patient may cancel or reschedule until this long before the visit (`CANCEL_CUTOFF_HOURS`). */
  cancelCutoffMinutes: number;
  reminderOffsetsMinutes: readonly number[];
}

/**
 * What every booking use case runs with: the database, the settings, the messenger and the site's address
 * for notices, the clock, and whom to tell when doctors' time or refunds change. Each use case is a plain
 * function taking it first; `createBookingService` (booking.ts) binds one for the routes.
 */
export interface BookingContext {
  db: Db;
  settings: BookingSettings;
  messenger: Messenger;
  siteOrigin: string;
  now: () => Date;
  /** Called after a change that frees or takes doctors' time (the catalogue forgets its cached next slots). */
  onSlotsChanged?: (doctorIds: number[]) => void;
  /** Called after a change queued jobs to do now (a refund, a waitlist offer), so that the worker runs them at once. */
  jobsQueued?: () => void;
}

/** The clock and the cut-off a view of an appointment is judged by (may the patient still change it?). */
export function viewRules(context: BookingContext): ViewRules {
  return { now: context.now().getTime(), cancelCutoffMinutes: context.settings.cancelCutoffMinutes };
}

export function slotsChanged(context: BookingContext, doctorId: number): void {
  context.onSlotsChanged?.([doctorId]);
}

/** One appointment as its reader sees it, with its history; 404 outside `scope`. */
export async function viewAppointment(context: BookingContext, id: number, locale: Locale, scope: SQL | undefined): Promise<TAppointment> {
  const [appointment] = await loadAppointments(context.db, locale, and(eq(a.id, id), scope), viewRules(context));
  if (!appointment) throw new NotFoundError();
  return { ...appointment, events: await loadEvents(context.db, id) };
}

/** The patient's own appointment, locked for a change; 404 for anyone else's. */
export async function requirePatientAppointment(tx: Db, user: SessionUser, id: number): Promise<LockedAppointment> {
  const row = await lockAppointment(tx, id);
  if (!row || row.patient_id !== user.id) throw new NotFoundError();
  return row;
}
