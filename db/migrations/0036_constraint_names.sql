-- Constraint names as db/schema (drizzle-kit) spells them (docs/decisions/291). Tables that hand-written migrations
-- created (0005, 0009, 0010, 0014, 0016, 0019, 0020, 0024, 0028) got PostgreSQL's default names for their foreign
-- keys (`<table>_<column>_fkey`) and unique columns (`<table>_<column>_key`); a migration generated from the schema
-- drops or alters a constraint by the name the schema gives it, so the database must carry that name. Only the
-- names change: each constraint keeps its columns, target and actions. A constraint already under its new name is
-- left alone. PostgreSQL keeps 63 characters of a name, as it does of drizzle-kit's longer ones.
do $$
declare
  item record;
begin
  for item in select * from (values
    ('family_members', 'family_members_user_id_fkey', 'family_members_user_id_users_id_fk'),
    ('appointments', 'appointments_family_member_id_fkey', 'appointments_family_member_id_family_members_id_fk'),
    ('password_links', 'password_links_user_id_fkey', 'password_links_user_id_users_id_fk'),
    ('password_links', 'password_links_created_by_fkey', 'password_links_created_by_users_id_fk'),
    ('imports', 'imports_user_id_fkey', 'imports_user_id_users_id_fk'),
    ('uploaded_files', 'uploaded_files_name_key', 'uploaded_files_name_unique'),
    ('video_rooms', 'video_rooms_appointment_id_fkey', 'video_rooms_appointment_id_appointments_id_fk'),
    ('video_joins', 'video_joins_appointment_id_fkey', 'video_joins_appointment_id_appointments_id_fk'),
    ('video_messages', 'video_messages_appointment_id_fkey', 'video_messages_appointment_id_appointments_id_fk'),
    ('visit_conclusions', 'visit_conclusions_appointment_id_fkey', 'visit_conclusions_appointment_id_appointments_id_fk'),
    ('visit_conclusions', 'visit_conclusions_doctor_id_fkey', 'visit_conclusions_doctor_id_doctors_id_fk'),
    ('referrals', 'referrals_referrer_id_fkey', 'referrals_referrer_id_users_id_fk'),
    ('medical_cards', 'medical_cards_user_id_fkey', 'medical_cards_user_id_users_id_fk'),
    ('medical_documents', 'medical_documents_user_id_fkey', 'medical_documents_user_id_users_id_fk'),
    ('referral_codes', 'referral_codes_user_id_fkey', 'referral_codes_user_id_users_id_fk'),
    ('referrals', 'referrals_referred_id_fkey', 'referrals_referred_id_users_id_fk'),
    ('referrals', 'referrals_visit_id_fkey', 'referrals_visit_id_appointments_id_fk'),
    ('referral_rewards', 'referral_rewards_referral_id_fkey', 'referral_rewards_referral_id_referrals_id_fk'),
    ('referral_rewards', 'referral_rewards_user_id_fkey', 'referral_rewards_user_id_users_id_fk'),
    ('partner_api_tokens', 'partner_api_tokens_representative_id_fkey', 'partner_api_tokens_representative_id_representatives_id_fk'),
    ('partner_webhook_endpoints', 'partner_webhook_endpoints_legal_entity_id_fkey', 'partner_webhook_endpoints_legal_entity_id_legal_entities_id_fk'),
    ('partner_webhook_deliveries', 'partner_webhook_deliveries_endpoint_id_fkey', 'partner_webhook_deliveries_endpoint_id_partner_webhook_endpoint'), -- partner_webhook_deliveries_endpoint_id_partner_webhook_endpoints_id_fk
    ('partner_webhook_deliveries', 'partner_webhook_deliveries_appointment_id_fkey', 'partner_webhook_deliveries_appointment_id_appointments_id_fk'),
    ('family_medical_cards', 'family_medical_cards_family_member_id_fkey', 'family_medical_cards_family_member_id_family_members_id_fk'),
    ('medical_documents', 'medical_documents_family_member_id_fkey', 'medical_documents_family_member_id_family_members_id_fk')
  ) as names(table_name, old_name, new_name) loop
    if exists (
      select 1 from pg_constraint
      where conrelid = format('%I', item.table_name)::regclass and conname = item.old_name
    ) then
      execute format('alter table %I rename constraint %I to %I', item.table_name, item.old_name, item.new_name);
    end if;
  end loop;
end;
$$;
