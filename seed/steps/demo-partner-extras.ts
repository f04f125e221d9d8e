import { randomBytes } from 'node:crypto';
import { and, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import {
  action_log,
  appointments,
  doctor_workplaces,
  doctors,
  medical_institutions,
  partner_webhook_endpoints,
  timesheet_entries,
  timesheets,
  users,
} from '../../db/schema/index.ts';
import type { SeedContext } from './context.ts';
import { demoPartner } from './visits.ts';

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
  const partner = await demoPartner(context);
  if (!partner) return;
  const partnerDoctorIds = context.db
    .select({ doctor_id: doctor_workplaces.doctor_id })
    .from(doctor_workplaces)
    .innerJoin(medical_institutions, eq(medical_institutions.id, doctor_workplaces.institution_id))
    .where(and(eq(medical_institutions.legal_entity_id, partner.legal_entity_id), isNull(medical_institutions.deleted_at)));
  const partnerDoctors = await context.db
    .select({ id: doctors.id, user_id: doctors.user_id, last_name_ua: doctors.last_name_ua, first_name_ua: doctors.first_name_ua, gender: doctors.gender })
    .from(doctors)
    .where(and(isNull(doctors.deleted_at), inArray(doctors.id, partnerDoctorIds)))
    .orderBy(doctors.id);
  const invited = partnerDoctors.find((doctor) => doctor.user_id === null);
  if (invited) {
    const [account] = await context.db
      .insert(users)
      .values({
        user_type: 'doctor',
        email: DEMO_INVITED_DOCTOR_EMAIL,
        first_name: invited.first_name_ua,
        last_name: invited.last_name_ua,
        gender: invited.gender,
        locale: 'ua',
      })
      .returning({ id: users.id });
    await context.db.update(doctors).set({ is_cabinet: true, user_id: account.id, email: DEMO_INVITED_DOCTOR_EMAIL }).where(eq(doctors.id, invited.id));
  }

  const hour = 3600_000;
  const [endpoint] = await context.db
    .update(partner_webhook_endpoints)
    .set({
      previous_signing_secret: `whsec_${randomBytes(24).toString('base64url')}`,
      previous_secret_expires_at: new Date(context.today.getTime() + 22 * hour),
    })
    .where(and(eq(partner_webhook_endpoints.legal_entity_id, partner.legal_entity_id), isNull(partner_webhook_endpoints.deleted_at)))
    .returning({ id: partner_webhook_endpoints.id });
  const [visit] = await context.db
    .select({ id: appointments.id })
    .from(appointments)
    .innerJoin(medical_institutions, eq(medical_institutions.id, appointments.institution_id))
    .where(and(eq(medical_institutions.legal_entity_id, partner.legal_entity_id), eq(appointments.status, 'approved')))
    .orderBy(sql`${appointments.decided_at} desc nulls last`, desc(appointments.id))
    .limit(1);
  const [entry] = await context.db
    .select({ id: timesheet_entries.id })
    .from(timesheet_entries)
    .innerJoin(timesheets, eq(timesheets.id, timesheet_entries.timesheet_id))
    .innerJoin(medical_institutions, eq(medical_institutions.id, timesheets.institution_id))
    .where(eq(medical_institutions.legal_entity_id, partner.legal_entity_id))
    .orderBy(desc(timesheet_entries.id))
    .limit(1);
  const lines: { action: string; resource: string; recordId: number | undefined; changes: Record<string, unknown>; hoursAgo: number }[] = [
    { action: 'update', resource: 'doctors', recordId: partnerDoctors[0]?.id, changes: { via: 'cabinet', fields: ['photo', 'specializations'] }, hoursAgo: 26 },
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
    await context.db.insert(action_log).values({
      user_id: partner.user_id,
      action: line.action,
      resource: line.resource,
      record_id: line.recordId ?? null,
      changes: line.changes,
      legal_entity_id: partner.legal_entity_id,
      created_at: new Date(context.today.getTime() - line.hoursAgo * hour),
    });
  }
}
