import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { notifications } from '../../db/schema/index.ts';
import { selectRows } from '../../db/sql.ts';
import type { Locale } from '../../contracts/locale.ts';
import { localizedPath } from '../../contracts/page-url.ts';
import { visitMovePath, visitMoveShortPath } from '../../contracts/visit-moves.ts';
import { renderMessage } from '../messaging/templates.ts';
import { messageClock, messageDayMonth, visitNoticeNames, visitParams, type VisitNoticeRow } from '../messaging/visit-texts.ts';
import type { Messenger } from '../messaging/messenger.ts';
import { linkOrigin } from '../link-origin.ts';

function texts(row: VisitNoticeRow, locale: Locale, note: string | null) {
  const params = { ...visitParams(row, locale), note: note ? renderMessage(locale, 'messages.visit.move.note', { note }) : '' };
  return { title: renderMessage(locale, 'messages.visit.move.title', params), text: renderMessage(locale, 'messages.visit.move.text', params) };
}

/**
 * Tells a patient that her clinic closed her visit's time (docs/decisions/309), in the move's transaction: a
 * message in the cabinet that opens the visit, an e-mail and one SMS with a short link to the visit's page. The
 * times offered next reach her in the cabinet and by e-mail (features/waitlist/offer-notices.ts).
 */
export async function notifyMoveAsked(
  tx: Db,
  context: { messenger: Messenger; siteOrigin: string },
  appointmentId: number,
  note: string | null,
): Promise<void> {
  const [row] = await selectRows<VisitNoticeRow>(
    tx,
    sql`select a.patient_id, a.locale, (extract(epoch from a.start_at) * 1000)::float8 as start_ms, a.format, ${visitNoticeNames},
               coalesce(nullif(a.patient_phone, ''), u.phone) as phone, coalesce(nullif(a.patient_email, ''), u.email) as email,
               coalesce(a.patient_first_name, u.first_name, '') as name
        from appointments a
        join doctors d on d.id = a.doctor_id
        join users u on u.id = a.patient_id
        left join medical_institutions mi on mi.id = a.institution_id
        where a.id = ${appointmentId}`,
  );
  if (!row) return;
  const ua = texts(row, 'ua', note);
  const ru = texts(row, 'ru', note);
  await tx.insert(notifications).values({
    user_id: row.patient_id,
    type: 'change_appointment',
    appointment_id: appointmentId,
    title_ua: ua.title,
    title_ru: ru.title,
    text_ua: ua.text,
    text_ru: ru.text,
  });
  const locale = row.locale;
  const mine = locale === 'ru' ? ru : ua;
  const origin = linkOrigin(context.siteOrigin);
  if (row.email) {
    const moveUrl = `${origin}${localizedPath(visitMovePath(appointmentId), locale)}`;
    await context.messenger.sendEmail(row.email, 'visit.move', { name: row.name, title: mine.title, text: mine.text, move_url: moveUrl }, locale, tx);
  }
  if (row.phone) {
    const url = `${origin}${visitMoveShortPath(appointmentId, locale)}`;
    await context.messenger.sendSms(row.phone, 'visit.move', { date: messageDayMonth(row.start_ms), time: messageClock(row.start_ms), url }, locale, tx);
  }
}
