import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { appointments, doctors, medical_institutions, notifications } from '../../db/schema/index.ts';
import type { RowOf } from '../../db/sql.ts';
import type { Locale } from '../../contracts/locale.ts';
import { formatKopecks } from '../../contracts/numbers.ts';
import { localizedPath } from '../../contracts/page-url.ts';
import type { Messenger } from '../messaging/messenger.ts';
import { renderMessage, type MessageKey } from '../messaging/templates.ts';
import { CLINIC_TIME_ZONE, zonedClock, zonedDate } from '../../contracts/zoned-time.ts';
import { cancelJobs, scheduleJobs } from '../jobs/queue.ts';
import { patientRoomUrl, roomLine } from './room-link.ts';
import { appointmentCalendar } from './appointment-calendar.ts';
import { boundLinkOrigin, inJobOrigin, linkOrigin } from '../link-origin.ts';
import { institutionPlace } from './views.ts';
import { queueAppointmentEvent } from '../partner-api/webhooks.ts';
import type { WebhookEvent } from '../../contracts/partner-api.ts';

/** What happened, as the patient is told (in the cabinet, by e-mail, and by SMS for the kinds in `SMS_KINDS`). */
export const NOTICE_KINDS = ['booked', 'approved', 'rejected', 'cancelled', 'rescheduled', 'paid', 'payment_failed', 'refunded', 'reminder'] as const;
export type NoticeKind = (typeof NOTICE_KINDS)[number];

/** SMS costs money and attention: only news the patient must act on or not miss (docs/decisions/140). */
const SMS_KINDS: ReadonlySet<NoticeKind> = new Set(['booked', 'approved', 'rejected', 'rescheduled', 'reminder']);

/** The e-mails that carry the visit as an `.ics` file, so its new time goes into her calendar in one tap. */
const ICS_KINDS: ReadonlySet<NoticeKind> = new Set(['booked', 'approved', 'rescheduled']);

/** What the clinic's webhooks hear of each change (docs/decisions/242); the rest is the patient's news only. */
const WEBHOOK_EVENT_OF: Partial<Record<NoticeKind, WebhookEvent>> = {
  booked: 'appointment.created',
  approved: 'appointment.changed',
  rejected: 'appointment.changed',
  rescheduled: 'appointment.changed',
  cancelled: 'appointment.cancelled',
  paid: 'appointment.paid',
};

const notificationType = (kind: NoticeKind) => (kind === 'booked' ? 'new_appointment' : kind === 'reminder' ? 'reminder_appointment' : 'change_appointment');

export const REMINDER_JOB = 'appointment.reminder';

const noticeColumns = {
  id: appointments.id,
  application_number: appointments.application_number,
  status: appointments.status,
  format: appointments.format,
  start_at: appointments.start_at,
  cost: appointments.cost,
  patient_id: appointments.patient_id,
  locale: appointments.locale,
  patient_first_name: appointments.patient_first_name,
  patient_last_name: appointments.patient_last_name,
  patient_relation: appointments.patient_relation,
  contact_name: appointments.contact_name,
  patient_phone: appointments.patient_phone,
  patient_email: appointments.patient_email,
  doctor_ua: doctors.full_name_ua,
  doctor_ru: doctors.full_name_ru,
  place_ua: institutionPlace('ua'),
  place_ru: institutionPlace('ru'),
};
type NoticeRow = RowOf<typeof noticeColumns>;

/** Why, as the patient is told: one text, or one per language (a reason staff picked from a list). */
export type NoticeReason = string | Readonly<Record<Locale, string>>;
/** What a notice says besides the visit itself. */
export interface NoticeExtra {
  reason?: NoticeReason;
}

export interface NoticeOptions {
  messenger: Messenger;
  /** The site's address for links in messages (`PUBLIC_ORIGIN`, else the local one). */
  siteOrigin: string;
}

function paramsFor(row: NoticeRow, locale: Locale, extra: NoticeExtra): Record<string, string | number> {
  const start = row.start_at.getTime();
  const online = renderMessage(locale, 'messages.appointment.online', {});
  return {
    number: row.application_number ?? applicationNumber(row.id, row.start_at),
    doctor: locale === 'ru' ? row.doctor_ru : row.doctor_ua,
    date: zonedDate(start, CLINIC_TIME_ZONE).split('-').reverse().join('.'),
    time: zonedClock(start, CLINIC_TIME_ZONE),
    place: row.format === 'online' ? online : ((locale === 'ru' ? row.place_ru : row.place_ua) ?? ''),
    amount: formatKopecks(row.cost),
    reason: (typeof extra.reason === 'string' ? extra.reason : extra.reason?.[locale]) ?? '',
  };
}

const titleKey = (kind: NoticeKind) => `messages.appointment.${kind}.title` as MessageKey;
const textKey = (kind: NoticeKind) => `messages.appointment.${kind}.text` as MessageKey;
/** Booked for someone else (docs/decisions/183): every message names the patient, since it goes to the holder. */
const forSomeoneElse = (row: NoticeRow) => row.patient_relation !== null && row.patient_relation !== 'self';

function noticeText(locale: Locale, row: NoticeRow, kind: NoticeKind, params: Record<string, string | number>): string {
  const text = renderMessage(locale, textKey(kind), params);
  if (!forSomeoneElse(row)) return text;
  const patient = [row.patient_last_name, row.patient_first_name].filter(Boolean).join(' ');
  return `${renderMessage(locale, 'messages.appointment.patient', { patient })} ${text}`;
}

/** `VZ-<year of the visit>-<id in six digits>`: unique, and readable over the phone (docs/decisions/140). */
export function applicationNumber(id: number, startAt: Date | string | number): string {
  return `VZ-${zonedDate(new Date(startAt).getTime(), CLINIC_TIME_ZONE).slice(0, 4)}-${String(id).padStart(6, '0')}`;
}

async function loadNotice(tx: Db, appointmentId: number): Promise<NoticeRow | undefined> {
  const [row] = await tx
    .select(noticeColumns)
    .from(appointments)
    .innerJoin(doctors, eq(doctors.id, appointments.doctor_id))
    .leftJoin(medical_institutions, eq(medical_institutions.id, appointments.institution_id))
    .where(eq(appointments.id, appointmentId));
  return row;
}

async function insertNotification(tx: Db, row: NoticeRow, kind: NoticeKind, extra: NoticeExtra, readAt: Date | null): Promise<void> {
  if (row.patient_id === null) return;
  const ua = paramsFor(row, 'ua', extra);
  const ru = paramsFor(row, 'ru', extra);
  await tx.insert(notifications).values({
    user_id: row.patient_id,
    type: notificationType(kind),
    status: readAt ? 'read' : 'unread',
    title_ua: renderMessage('ua', titleKey(kind), ua),
    title_ru: renderMessage('ru', titleKey(kind), ru),
    text_ua: noticeText('ua', row, kind, ua),
    text_ru: noticeText('ru', row, kind, ru),
    appointment_id: row.id,
    read_at: readAt,
  });
}

/** Only the cabinet notification of a change (the demo data's history, where nothing is sent). */
export async function addNotification(tx: Db, appointmentId: number, kind: NoticeKind, { readAt = null }: { readAt?: Date | null } = {}): Promise<void> {
  const row = await loadNotice(tx, appointmentId);
  if (row) await insertNotification(tx, row, kind, {}, readAt);
}

/**
 * Tells the patient what happened to an appointment: a notification in the cabinet (both languages, so it
 * reads right whichever language the cabinet is opened in), an e-mail, and for some kinds an SMS, all in
 * the caller's transaction so they exist exactly when the change does.
 */
export async function notifyPatient(tx: Db, options: NoticeOptions, appointmentId: number, kind: NoticeKind, extra: NoticeExtra = {}): Promise<void> {
  const row = await loadNotice(tx, appointmentId);
  if (!row) return;
  const event = WEBHOOK_EVENT_OF[kind];
  if (event) await queueAppointmentEvent(tx, appointmentId, event);
  await insertNotification(tx, row, kind, extra, null);
  const locale = row.locale;
  const params = paramsFor(row, locale, extra);
  const title = renderMessage(locale, titleKey(kind), params);
  const text = noticeText(locale, row, kind, params);
  const origin = linkOrigin(options.siteOrigin);
  const cabinetUrl = `${origin}${localizedPath('/patients/appointment', locale)}`;
  // An online visit that is still on: every e-mail and SMS about it leads into its room.
  const roomUrl = patientRoomUrl(origin, row, locale);
  const room = roomUrl ? roomLine(roomUrl, locale) : null;
  if (row.patient_email) {
    const body = room ? `${text}\n\n${room}` : text;
    const calendar = ICS_KINDS.has(kind) ? await appointmentCalendar(tx, appointmentId, origin, new Date()) : undefined;
    await options.messenger.sendEmail(
      row.patient_email,
      'appointment.notice',
      { name: (forSomeoneElse(row) ? row.contact_name : row.patient_first_name) ?? '', title, text: body, cabinet_url: cabinetUrl },
      locale,
      tx,
      calendar && [{ filename: calendar.filename, contentType: 'text/calendar; charset=utf-8; method=PUBLISH', content: calendar.body }],
    );
  }
  if (row.patient_phone && SMS_KINDS.has(kind)) {
    await options.messenger.sendSms(row.patient_phone, 'appointment.notice', { text: [`${title}.`, text, room].filter(Boolean).join(' ') }, locale, tx);
  }
}

/** Tells the patient about a payment change, in a transaction of its own (the payments service calls this). */
export async function notifyPaymentChange(
  context: { db: Db } & NoticeOptions,
  appointmentId: number,
  kind: 'paid' | 'payment_failed' | 'refunded',
): Promise<void> {
  await context.db.transaction((tx) => notifyPatient(tx, context, appointmentId, kind));
}

const reminderPrefix = (appointmentId: number) => `reminder:${appointmentId}:`;

/**
 * Schedules the reminders of an appointment at its current time. The dedupe key carries the visit time, so
 * scheduling twice is a no-op and a reschedule gets fresh reminders (the old ones are cancelled).
 */
export async function scheduleReminders(tx: Db, appointmentId: number, startAt: Date, offsetsMinutes: readonly number[], now: Date): Promise<void> {
  await cancelJobs(tx, reminderPrefix(appointmentId));
  const jobs = offsetsMinutes
    .map((offset) => ({ offset, runAt: new Date(startAt.getTime() - offset * 60_000) }))
    .filter(({ runAt }) => runAt.getTime() > now.getTime())
    .map(({ offset, runAt }) => ({
      kind: REMINDER_JOB,
      runAt,
      dedupeKey: `${reminderPrefix(appointmentId)}${startAt.getTime()}:${offset}`,
      // The origin of the request that booked, for the reminder's links (docs/decisions/304).
      payload: { appointment_id: appointmentId, start_ms: startAt.getTime(), origin: boundLinkOrigin() },
    }));
  await scheduleJobs(tx, jobs);
}

export async function cancelReminders(tx: Db, appointmentId: number): Promise<void> {
  await cancelJobs(tx, reminderPrefix(appointmentId));
}

/** The reminder job: sent only while the appointment is still on at the time it was scheduled for. */
export function reminderHandler(options: NoticeOptions, now: () => Date) {
  return (tx: Db, payload: Record<string, unknown>): Promise<void> => inJobOrigin(payload, () => remind(tx, payload));

  async function remind(tx: Db, payload: Record<string, unknown>): Promise<void> {
    const appointmentId = Number(payload.appointment_id);
    const startMs = Number(payload.start_ms);
    const [row] = await tx
      .select({ status: appointments.status, start_at: appointments.start_at })
      .from(appointments)
      .where(eq(appointments.id, appointmentId))
      .for('update');
    if (!row || (row.status !== 'booked' && row.status !== 'approved')) return;
    const start = row.start_at.getTime();
    if (start !== startMs || start <= now().getTime()) return;
    await notifyPatient(tx, options, appointmentId, 'reminder');
  }
}
