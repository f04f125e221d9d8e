import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { appointments, doctor_services, doctors, medical_institutions } from '../../db/schema/index.ts';
import { localizedPath } from '../../contracts/page-url.ts';
import { renderMessage } from '../messaging/templates.ts';
import { calendarText } from './ics.ts';
import { patientRoomUrl, roomLine } from './room-link.ts';
import { institutionPlace } from './views.ts';

/**
 * One appointment as a one-event iCalendar file in its patient's language: the download in the cabinet, and the
 * attachment of the e-mail that books or moves it (docs/decisions/303). Reads through `db`, a transaction when
 * the message is written with the change. Undefined when there is no such appointment.
 */
export async function appointmentCalendar(
  db: Db,
  appointmentId: number,
  origin: string,
  stamp: Date,
  scope?: SQL,
): Promise<{ filename: string; body: string } | undefined> {
  // `scope` narrows whose visit it may be (a patient's own download); not found outside it.
  const [found] = await db
    .select({ locale: appointments.locale })
    .from(appointments)
    .where(and(eq(appointments.id, appointmentId), scope));
  if (!found) return undefined;
  const language = found.locale;
  const [row] = await db
    .select({
      id: appointments.id,
      application_number: appointments.application_number,
      status: appointments.status,
      revision: appointments.revision,
      format: appointments.format,
      start_at: appointments.start_at,
      end_at: appointments.end_at,
      doctor: doctors[`full_name_${language}` as const],
      service: doctor_services[`name_${language}` as const],
      patient: sql<string>`concat_ws(' ', ${appointments.patient_last_name}, ${appointments.patient_first_name})`,
      for_someone_else: sql<boolean>`coalesce(${appointments.patient_relation}, 'self') <> 'self'`,
      place: institutionPlace(language),
    })
    .from(appointments)
    .innerJoin(doctors, eq(doctors.id, appointments.doctor_id))
    .leftJoin(doctor_services, eq(doctor_services.id, appointments.service_id))
    .leftJoin(medical_institutions, eq(medical_institutions.id, appointments.institution_id))
    .where(eq(appointments.id, appointmentId));
  const cabinet = `${origin}${localizedPath('/patients/appointment', language)}`;
  // An online visit's event opens its room; the description says when the room opens.
  const room = patientRoomUrl(origin, row, language);
  const body = calendarText(
    'Vizyt',
    [
      {
        id: row.id,
        status: row.status,
        revision: row.revision,
        start: row.start_at,
        end: row.end_at,
        // A visit booked for a child or a relative says whose it is: a parent's calendar holds several.
        summary: [row.doctor, row.service, row.for_someone_else ? row.patient : null].filter(Boolean).join(' — '),
        location: row.format === 'online' ? renderMessage(language, 'messages.appointment.online', {}) : (row.place ?? undefined),
        description: [
          renderMessage(language, 'messages.appointment.patient', { patient: row.patient }),
          row.application_number,
          room ? roomLine(room, language) : null,
          cabinet,
        ]
          .filter(Boolean)
          .join('\n'),
        url: room ?? cabinet,
      },
    ],
    stamp,
  );
  return { filename: `${row.application_number ?? `appointment-${row.id}`}.ics`, body };
}
