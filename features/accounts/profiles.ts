import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import {
  ZRegisterPatientRequest,
  ZUpdatePatientProfileRequest,
  type AccountDetails,
  type TRegisterPatientRequest,
  type TUpdatePatientProfileRequest,
  type UserType,
} from '../../contracts/accounts.ts';
import type { FieldErrors } from '../../contracts/errors.ts';
import type { Locale } from '../../contracts/locale.ts';
import type { TOrganization } from '../../contracts/routes/account-answers.ts';
import { findPgError } from '../../db/errors.ts';
import { NotFoundError, ValidationError } from '../errors.ts';
import { hashPassword } from './passwords.ts';

/** SPEC §8 wording: the e-mail one tells the person to sign in instead. */
const TAKEN: Record<'email' | 'phone', string> = { email: 'user.email.already.registered', phone: 'user.phone.already.exists' };
const UNIQUE_FIELDS: Record<string, 'email' | 'phone'> = { users_email_unique: 'email', users_phone_unique: 'phone' };

export function createProfiles(database: Database) {
  /** Friendly per-field answers before writing; the unique indexes still decide under races. */
  async function assertFree(userType: UserType, email: string, phone: string, exceptId = 0): Promise<void> {
    const rows = await database.rows<{ email_taken: boolean; phone_taken: boolean }>(sql`
      select
        exists (select 1 from users where user_type = ${userType} and lower(email) = ${email} and deleted_at is null and id <> ${exceptId}) as email_taken,
        exists (select 1 from users where user_type = ${userType} and phone = ${phone} and deleted_at is null and id <> ${exceptId}) as phone_taken`);
    const errors: FieldErrors = {};
    if (rows[0].email_taken) errors.email = [TAKEN.email];
    if (rows[0].phone_taken) errors.phone = [TAKEN.phone];
    if (Object.keys(errors).length) throw new ValidationError(errors);
  }

  /** A unique-index refusal (two registrations racing) as the same 422 the pre-check gives. */
  function uniqueViolation(error: unknown): ValidationError | undefined {
    const pg = findPgError(error);
    const field = pg?.code === '23505' ? UNIQUE_FIELDS[pg.constraint ?? ''] : undefined;
    return field ? new ValidationError({ [field]: [TAKEN[field]] }) : undefined;
  }

  async function details(userId: number): Promise<AccountDetails> {
    const [row] = await database.rows<AccountDetails>(sql`
      select id, user_type, first_name, last_name, middle_name, to_char(birthday, 'YYYY-MM-DD') as birthday, gender,
        phone, email, address, locale
      from users where id = ${userId} and deleted_at is null`);
    if (!row) throw new NotFoundError();
    return row;
  }

  return {
    details,

    /** SPEC §1: a visitor becomes a patient; returns the new account's id. */
    async registerPatient(input: TRegisterPatientRequest, locale: Locale): Promise<number> {
      const data = ZRegisterPatientRequest.parse(input);
      await assertFree('patient', data.email, data.phone);
      const passwordHash = await hashPassword(data.password);
      try {
        const [row] = await database.rows<{ id: number }>(sql`
          insert into users (user_type, email, phone, password_hash, password_created_at, first_name, last_name, middle_name,
            gender, birthday, locale)
          values ('patient', ${data.email}, ${data.phone}, ${passwordHash}, now(), ${data.first_name}, ${data.last_name},
            ${data.middle_name ?? null}, ${data.gender}, ${data.birthday}::date, ${locale})
          returning id`);
        return row.id;
      } catch (error) {
        throw uniqueViolation(error) ?? error;
      }
    },

    /** The patient's own data (SPEC §3 patient), address included. */
    async updatePatient(userId: number, input: TUpdatePatientProfileRequest): Promise<AccountDetails> {
      const data = ZUpdatePatientProfileRequest.parse(input);
      await assertFree('patient', data.email, data.phone, userId);
      const address = data.address ? JSON.stringify(data.address) : null;
      try {
        await database.rows(sql`
          update users set first_name = ${data.first_name}, last_name = ${data.last_name}, middle_name = ${data.middle_name ?? null},
            birthday = ${data.birthday}::date, gender = ${data.gender}, phone = ${data.phone}, email = ${data.email},
            address = ${address}::jsonb, updated_at = now()
          where id = ${userId} and user_type = 'patient' and deleted_at is null`);
      } catch (error) {
        throw uniqueViolation(error) ?? error;
      }
      return details(userId);
    },

    /** A partner's representative record and legal entity (`GET /account/organization`). */
    async organization(userId: number) {
      const [row] = await database.rows<TOrganization>(sql`
        select json_build_object('position', r.position, 'contact_email', r.contact_email, 'contact_phone', r.contact_phone) as representative,
          json_build_object('public_name', l.public_name, 'edrpou', l.edrpou, 'city', c.name_ua, 'city_ru', c.name_ru,
            'address', l.address, 'organization_phone', l.organization_phone, 'organization_email', l.organization_email) as legal_entity
        from representatives r join legal_entities l on l.id = r.legal_entity_id left join cities c on c.id = l.city_id
        where r.user_id = ${userId} and r.deleted_at is null
        limit 1`);
      if (!row) throw new NotFoundError();
      return row;
    },
  };
}

export type Profiles = ReturnType<typeof createProfiles>;
