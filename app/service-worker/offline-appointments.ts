import type { TAppointment, TAppointmentList } from '../../contracts/booking.ts';
import { appointmentNumber } from '../components/booking/format.ts';

/**
 * What the offline page may show of an upcoming appointment (docs/decisions/251): when, whom, where, and
 * the number to give the clinic. Nothing else of the API's answer is kept: not the patient's contacts,
 * birth date, comment, payment or history.
 */
export interface OfflineAppointment {
  number: string;
  /** `YYYY-MM-DD` and `HH:MM` in the clinic's zone, as the API gives them. */
  date: string;
  time: string;
  /** The instant the visit ends: past visits are left out when the page is shown. */
  end: string;
  format: TAppointment['format'];
  doctor: string;
  service: string | null;
  clinic: string | null;
  address: string | null;
}

export interface OfflineAppointments {
  /** When the list was read from the server (ISO instant). */
  savedAt: string;
  items: OfflineAppointment[];
}

const SHOWN_STATUSES: ReadonlySet<TAppointment['status']> = new Set(['booked', 'approved']);

export function offlineAppointment(appointment: TAppointment): OfflineAppointment {
  return {
    number: appointmentNumber(appointment),
    date: appointment.date,
    time: appointment.time,
    end: appointment.end,
    format: appointment.format,
    doctor: appointment.doctor.name,
    service: appointment.service?.name ?? null,
    clinic: appointment.institution?.name ?? null,
    address: appointment.institution?.address ?? null,
  };
}

/** The copy to keep of the API's first page of upcoming appointments: only visits still to happen. */
export function offlineAppointments(list: TAppointmentList, now: Date): OfflineAppointments {
  return {
    savedAt: now.toISOString(),
    items: list.data.filter((appointment) => SHOWN_STATUSES.has(appointment.status)).map(offlineAppointment),
  };
}

/** Reads a kept copy back; anything unexpected reads as nothing kept. */
export function readOfflineAppointments(value: unknown): OfflineAppointments | null {
  if (typeof value !== 'object' || value === null) return null;
  const { savedAt, items } = value as Partial<OfflineAppointments>;
  if (typeof savedAt !== 'string' || !Array.isArray(items)) return null;
  return { savedAt, items };
}
