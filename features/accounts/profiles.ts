import { and, eq, isNull, ne, or, sql } from 'drizzle-orm';
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
import { cities, legal_entities, representatives, users } from '../../db/schema/index.ts';
import { NotFoundError, ValidationError } from '../errors.ts';
import { hashPassword } from './passwords.ts';

/** SPEC §8 wording: the e-mail one tells the person to sign in instead. */
const TAKEN: Record<'email' | 'phone', string> = { email: 'user.email.already.registered', phone: 'user.phone.already.exists' };
const UNIQUE_FIELDS: Record<string, 'email' | 'phone'> = { users_email_unique: 'email', users_phone_unique: 'phone' };

const detailColumns = {
  id: users.id,
  user_type: users.user_type,
  first_name: users.first_name,
  last_name: users.last_name,
  middle_name: users.middle_name,
  birthday: sql<string | null>`to_char(${users.birthday}, 'YYYY-MM-DD')`,
  gender: users.gender,
  phone: users.phone,
  email: users.email,
  address: users.address,
  locale: users.locale,
};

export function createProfiles(database: Database) {
  const { db } = database;

  /** Friendly per-field answers before writing; the unique indexes still decide under races. */
  async function assertFree(userType: UserType, email: string, phone: string, exceptId = 0): Promise<void> {
    const lowerEmail = sql`lower(${users.email})`;
    const holders = await db
      .select({ email_taken: sql<boolean | null>`${lowerEmail} = ${email}`, phone_taken: sql<boolean | null>`${users.phone} = ${phone}` })
      .from(users)
      .where(and(eq(users.user_type, userType), isNull(users.deleted_at), ne(users.id, exceptId), or(eq(lowerEmail, email), eq(users.phone, phone))));
    const errors: FieldErrors = {};
    if (holders.some((holder) => holder.email_taken)) errors.email = [TAKEN.email];
    if (holders.some((holder) => holder.phone_taken)) errors.phone = [TAKEN.phone];
    if (Object.keys(errors).length) throw new ValidationError(errors);
  }

  /** A unique-index refusal (two registrations racing) as the same 422 the pre-check gives. */
  function uniqueViolation(error: unknown): ValidationError | undefined {
    const pg = findPgError(error);
    const field = pg?.code === '23505' ? UNIQUE_FIELDS[pg.constraint ?? ''] : undefined;
    return field ? new ValidationError({ [field]: [TAKEN[field]] }) : undefined;
  }

  async function details(userId: number): Promise<AccountDetails> {
    const [row] = await db
      .select(detailColumns)
      .from(users)
      .where(and(eq(users.id, userId), isNull(users.deleted_at)));
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
        const [row] = await db
          .insert(users)
          .values({
            user_type: 'patient',
            email: data.email,
            phone: data.phone,
            password_hash: passwordHash,
            password_created_at: sql`now()`,
            first_name: data.first_name,
            last_name: data.last_name,
            middle_name: data.middle_name ?? null,
            gender: data.gender,
            birthday: data.birthday,
            locale,
          })
          .returning({ id: users.id });
        return row.id;
      } catch (error) {
        throw uniqueViolation(error) ?? error;
      }
    },

    /** The patient's own data (SPEC §3 patient), address included. */
    async updatePatient(userId: number, input: TUpdatePatientProfileRequest): Promise<AccountDetails> {
      const data = ZUpdatePatientProfileRequest.parse(input);
      await assertFree('patient', data.email, data.phone, userId);
      try {
        await db
          .update(users)
          .set({
            first_name: data.first_name,
            last_name: data.last_name,
            middle_name: data.middle_name ?? null,
            birthday: data.birthday,
            gender: data.gender,
            phone: data.phone,
            email: data.email,
            // As the form sent it, its empty fields null (PostalAddress names them optional, never null).
            address: data.address ? sql`${JSON.stringify(data.address)}::jsonb` : null,
            updated_at: sql`now()`,
          })
          .where(and(eq(users.id, userId), eq(users.user_type, 'patient'), isNull(users.deleted_at)));
      } catch (error) {
        throw uniqueViolation(error) ?? error;
      }
      return details(userId);
    },

    /** A partner's representative record and legal entity (`GET /account/organization`). */
    async organization(userId: number) {
      const [row] = await db
        .select({
          representative: sql<TOrganization['representative']>`json_build_object('position', ${representatives.position},
            'contact_email', ${representatives.contact_email}, 'contact_phone', ${representatives.contact_phone})`,
          legal_entity: sql<TOrganization['legal_entity']>`json_build_object('public_name', ${legal_entities.public_name},
            'edrpou', ${legal_entities.edrpou}, 'city', ${cities.name_ua}, 'city_ru', ${cities.name_ru}, 'address', ${legal_entities.address},
            'organization_phone', ${legal_entities.organization_phone}, 'organization_email', ${legal_entities.organization_email})`,
        })
        .from(representatives)
        .innerJoin(legal_entities, eq(legal_entities.id, representatives.legal_entity_id))
        .leftJoin(cities, eq(cities.id, legal_entities.city_id))
        .where(and(eq(representatives.user_id, userId), isNull(representatives.deleted_at)))
        .limit(1);
      if (!row) throw new NotFoundError();
      return row;
    },
  };
}

export type Profiles = ReturnType<typeof createProfiles>;
