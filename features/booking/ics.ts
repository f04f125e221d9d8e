import ical, { ICalCalendarMethod, ICalEventStatus } from 'ical-generator';

/**
 * iCalendar (RFC 5545) text for appointments, written by `ical-generator` (escaping, folding, UTC times are
 * its business). What is ours: which status a calendar shows, and that every change of an appointment
 * reaches calendars that already hold it (`SEQUENCE` is the appointment's `revision`).
 */

export interface CalendarEntry {
  /** The appointment's id: the event's UID stays the same for its whole life. */
  id: number;
  status: string;
  revision: number;
  start: Date | string;
  end: Date | string;
  summary: string;
  description?: string;
  location?: string;
  url?: string;
}

/**
 * Booked and waiting for the clinic is tentative; approved by the clinic is confirmed; anything withdrawn
 * (cancelled, rejected, a hold that ran out) is cancelled, so calendars strike it instead of keeping it.
 */
export function eventStatus(status: string): ICalEventStatus {
  if (status === 'booked') return ICalEventStatus.TENTATIVE;
  if (status === 'approved') return ICalEventStatus.CONFIRMED;
  return ICalEventStatus.CANCELLED;
}

/** The event UID; the same appointment in the patient's file and in a feed is one event. */
export const eventUid = (appointmentId: number) => `appointment-${appointmentId}@vizyt`;

export function calendarText(name: string, entries: readonly CalendarEntry[], stamp: Date): string {
  const calendar = ical({
    name,
    prodId: { company: 'Vizyt', product: 'Booking', language: 'UK' },
    method: ICalCalendarMethod.PUBLISH,
  });
  for (const entry of entries) {
    calendar.createEvent({
      id: eventUid(entry.id),
      start: new Date(entry.start),
      end: new Date(entry.end),
      stamp,
      sequence: entry.revision,
      status: eventStatus(entry.status),
      summary: entry.summary,
      description: entry.description ?? null,
      location: entry.location ?? null,
      url: entry.url ?? null,
    });
  }
  return calendar.toString();
}
