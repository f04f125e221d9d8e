import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { renderMessage } from '../messaging/templates.ts';

/**
 * Patients who keep a doctor or an institution among their favourites get a `promotion` notification
 * (SPEC §3) when a promotion with it is running, once per patient and promotion: whether staff started it,
 * its start date came, or the patient added the favourite later. Run by every instance's sweep; the
 * `not exists` and one statement per run keep it to one notification even when two sweeps meet.
 */
export async function notifyRunningPromotions(db: Db, now: Date): Promise<number> {
  const at = now.toISOString();
  // The texts are rendered around the promotion's name, which the database fills in per row.
  const around = (key: 'messages.promotion.started.title' | 'messages.promotion.started.text', locale: 'ua' | 'ru') => {
    const [before, after = ''] = renderMessage(locale, key, { name: '\u0000' }).split('\u0000');
    return { before, after };
  };
  const [titleUa, titleRu, textUa, textRu] = [
    around('messages.promotion.started.title', 'ua'),
    around('messages.promotion.started.title', 'ru'),
    around('messages.promotion.started.text', 'ua'),
    around('messages.promotion.started.text', 'ru'),
  ];
  // Raw: an insert from a `distinct on` select guarded by `not exists`, one statement so two sweeps never both write.
  const inserted = (await db.execute(sql`
    insert into notifications (user_id, type, title_ua, title_ru, text_ua, text_ru, promotion_id)
    select distinct on (w.user_id, p.id) w.user_id, 'promotion',
      ${titleUa.before} || p.name_ua || ${titleUa.after}, ${titleRu.before} || p.name_ru || ${titleRu.after},
      ${textUa.before} || p.name_ua || ${textUa.after}, ${textRu.before} || p.name_ru || ${textRu.after}, p.id
    from promotions p
    join promotion_participants pp on pp.promotion_id = p.id
    join wishlist_items w on (w.kind = 'doctor' and w.item_id = pp.doctor_id) or (w.kind = 'medical_institution' and w.item_id = pp.institution_id)
    join users u on u.id = w.user_id and u.user_type = 'patient' and u.deleted_at is null
    where p.status = 'started' and p.deleted_at is null
      and (p.start_at is null or p.start_at <= ${at}::timestamptz) and (p.end_at is null or p.end_at > ${at}::timestamptz)
      and not exists (select 1 from notifications n where n.user_id = w.user_id and n.promotion_id = p.id)
    returning id`)) as unknown as { rows: { id: number }[] };
  return inserted.rows.length;
}
