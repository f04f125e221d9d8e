import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { DEMO_ACCOUNTS } from '../data/demo-accounts.ts';
import { rows, type SeedContext } from './context.ts';

/** The e-mail of the demo partner's doctor whose cabinet waits for its password (docs/decisions/274). */
export const DEMO_INVITED_DOCTOR_EMAIL = 'invited.doctor@vizyt.local';

/**
 * What the demo partner shows of docs/decisions/270-274, after the integration step:
 * - a doctor whose cabinet was opened but waits for its password, so the doctors list says "invited" and the
 *   doctor's page offers to send the invitation again (its link is never seeded: resending makes one);
 * - the webhook's signing secret rotated two hours ago, the old one still signing for the rest of the day;
 * - the partner's recent writes in the back office's action log: from the cabinet and over the API, with the
 *   names of the fields only.
 */
export async function seedDemoPartnerExtras(context: SeedContext): Promise<void> {
  const [partner] = await rows<{ user_id: number; legal_entity_id: number }>(
    context,
    sql`select r.user_id, r.legal_entity_id from representatives r join users u on u.id = r.user_id where lower(u.email) = ${DEMO_ACCOUNTS.partner.email} limit 1`,
  );
  if (!partner) return;
  const doctors = await rows<{ id: number; user_id: number | null; last_name_ua: string; first_name_ua: string; gender: string }>(
    context,
    sql`select d.id, d.user_id, d.last_name_ua, d.first_name_ua, d.gender from doctors d
        where d.deleted_at is null and d.id in (select w.doctor_id from doctor_workplaces w join medical_institutions mi on mi.id = w.institution_id
          where mi.legal_entity_id = ${partner.legal_entity_id} and mi.deleted_at is null)
        order by d.id`,
  );
  const invited = doctors.find((doctor) => doctor.user_id === null);
  if (invited) {
    const [account] = await rows<{ id: number }>(
      context,
      sql`insert into users (user_type, email, first_name, last_name, gender, locale)
          values ('doctor', ${DEMO_INVITED_DOCTOR_EMAIL}, ${invited.first_name_ua}, ${invited.last_name_ua}, ${invited.gender}, 'ua') returning id`,
    );
    await context.db.execute(sql`update doctors set is_cabinet = true, user_id = ${account.id}, email = ${DEMO_INVITED_DOCTOR_EMAIL} where id = ${invited.id}`);
  }

  const hour = 3600_000;
  const [endpoint] = await rows<{ id: number }>(
    context,
    sql`update partner_webhook_endpoints set previous_signing_secret = ${`whsec_${randomBytes(24).toString('base64url')}`},
          previous_secret_expires_at = ${new Date(context.today.getTime() + 22 * hour).toISOString()}::timestamptz
        where legal_entity_id = ${partner.legal_entity_id} and deleted_at is null returning id`,
  );
  const [visit] = await rows<{ id: number }>(
    context,
    sql`select a.id from appointments a join medical_institutions mi on mi.id = a.institution_id
        where mi.legal_entity_id = ${partner.legal_entity_id} and a.status = 'approved' order by a.decided_at desc nulls last, a.id desc limit 1`,
  );
  const [entry] = await rows<{ id: number }>(
    context,
    sql`select e.id from timesheet_entries e join timesheets t on t.id = e.timesheet_id join medical_institutions mi on mi.id = t.institution_id
        where mi.legal_entity_id = ${partner.legal_entity_id} order by e.id desc limit 1`,
  );
  const lines: { action: string; resource: string; recordId: number | undefined; changes: Record<string, unknown>; hoursAgo: number }[] = [
    { action: 'update', resource: 'doctors', recordId: doctors[0]?.id, changes: { via: 'cabinet', fields: ['photo', 'specializations'] }, hoursAgo: 26 },
    {
      action: 'create',
      resource: 'timesheet-entries',
      recordId: entry?.id,
      changes: { via: 'cabinet', fields: ['date_from', 'date_to', 'kind', 'timesheet_id'] },
      hoursAgo: 20,
    },
    { action: 'approve', resource: 'appointments', recordId: visit?.id, changes: { via: 'api' }, hoursAgo: 5 },
    { action: 'rotate-secret', resource: 'partner-webhooks', recordId: endpoint?.id, changes: { via: 'api' }, hoursAgo: 2 },
  ];
  if (invited)
    lines.push({ action: 'update', resource: 'doctors', recordId: invited.id, changes: { via: 'cabinet', fields: ['email', 'is_cabinet'] }, hoursAgo: 1 });
  for (const line of lines) {
    await context.db.execute(sql`
      insert into action_log (user_id, action, resource, record_id, changes, legal_entity_id, created_at)
      values (${partner.user_id}, ${line.action}, ${line.resource}, ${line.recordId ?? null}, ${JSON.stringify(line.changes)}::jsonb, ${partner.legal_entity_id},
        ${new Date(context.today.getTime() - line.hoursAgo * hour).toISOString()}::timestamptz)`);
  }
}
