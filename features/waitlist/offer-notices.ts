import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { notifications } from '../../db/schema/index.ts';
import { selectRows } from '../../db/sql.ts';
import type { Locale } from '../../contracts/locale.ts';
import { localizedPath } from '../../contracts/page-url.ts';
import { waitlistOfferPath, waitlistShortPath } from '../../contracts/waitlist.ts';
import { renderMessage } from '../messaging/templates.ts';
import { messageClock, messageDate, messageDayMonth, visitNoticeNames, visitParams, type VisitNoticeRow } from '../messaging/visit-texts.ts';
import type { WaitlistContext } from './context.ts';
import { linkOrigin } from '../link-origin.ts';
import { visitMovePath } from '../../contracts/visit-moves.ts';

interface OfferNotice extends VisitNoticeRow {
  id: number;
  mode: 'extra' | 'move';
  source: 'patient' | 'clinic_move';
  visit_id: number | null;
  expires_ms: number;
  visit_ms: number | null;
}

function texts(row: OfferNotice, locale: Locale) {
  const params = { ...visitParams(row, locale), until: messageClock(row.expires_ms) };
  if (row.source === 'clinic_move') {
    return {
      title: renderMessage(locale, 'messages.visit.move.offer.title', params),
      text: renderMessage(locale, 'messages.visit.move.offer.text', params),
      until: params.until,
    };
  }
  const move =
    row.mode === 'move' && row.visit_ms !== null
      ? ` ${renderMessage(locale, 'messages.waitlist.offer.move', { visit: `${messageDate(row.visit_ms)} ${messageClock(row.visit_ms)}` })}`
      : '';
  return {
    title: renderMessage(locale, 'messages.waitlist.offer.title', params),
    text: `${renderMessage(locale, 'messages.waitlist.offer.text', params)}${move}`,
    until: params.until,
  };
}

/**
 * Tells the patient of an offer, in the matching job's transaction (so exactly when the offer exists): a
 * notification in the cabinet that opens it (both languages), an e-mail with the offer's page, and an SMS short
 * enough for one Cyrillic segment with a short link and no medical detail.
 */
export async function notifyOffer(tx: Db, context: Pick<WaitlistContext, 'messenger' | 'siteOrigin'>, offerId: number): Promise<void> {
  const [row] = await selectRows<OfferNotice>(
    tx,
    sql`select o.id, r.patient_id, r.locale, r.mode, r.source, r.appointment_id as visit_id,
               (extract(epoch from o.start_at) * 1000)::float8 as start_ms, (extract(epoch from o.expires_at) * 1000)::float8 as expires_ms,
               (extract(epoch from v.start_at) * 1000)::float8 as visit_ms,
               a.format, ${visitNoticeNames},
               coalesce(nullif(r.patient->>'phone', ''), u.phone) as phone, coalesce(nullif(r.patient->>'email', ''), u.email) as email,
               coalesce(r.patient->>'first_name', u.first_name, '') as name
        from waitlist_offers o
        join waitlist_requests r on r.id = o.request_id
        join appointments a on a.id = o.appointment_id
        join doctors d on d.id = o.doctor_id
        join users u on u.id = r.patient_id
        left join medical_institutions mi on mi.id = a.institution_id
        left join appointments v on v.id = r.appointment_id
        where o.id = ${offerId}`,
  );
  if (!row) return;
  // A moved visit's offers open its page, where she may also pick another time or cancel (docs/decisions/309).
  const moved = row.source === 'clinic_move' && row.visit_id !== null;
  const ua = texts(row, 'ua');
  const ru = texts(row, 'ru');
  await tx.insert(notifications).values({
    user_id: row.patient_id,
    title_ua: ua.title,
    title_ru: ru.title,
    text_ua: ua.text,
    text_ru: ru.text,
    // A moved visit's offer opens the visit, whose card leads to its page.
    ...(moved ? { appointment_id: row.visit_id, type: 'change_appointment' as const } : { waitlist_offer_id: row.id, type: 'waitlist_offer' as const }),
  });
  const { locale } = row;
  const mine = locale === 'ru' ? ru : ua;
  const origin = linkOrigin(context.siteOrigin);
  const offerUrl = `${origin}${localizedPath(moved ? visitMovePath(row.visit_id!) : waitlistOfferPath(row.id), locale)}`;
  if (row.email) {
    await context.messenger.sendEmail(
      row.email,
      'waitlist.offer',
      { name: row.name, title: mine.title, text: mine.text, offer_url: offerUrl, until: mine.until },
      locale,
      tx,
    );
  }
  // The move's own notice carried the SMS: its later offers reach her in the cabinet and by e-mail.
  if (row.phone && !moved) {
    const url = `${origin}${waitlistShortPath(row.id, locale)}`;
    await context.messenger.sendSms(
      row.phone,
      'waitlist.offer',
      { date: messageDayMonth(row.start_ms), time: messageClock(row.start_ms), until: mine.until, url },
      locale,
      tx,
    );
  }
}
