import { sql } from 'drizzle-orm';
import { doctors, users } from '../../db/schema/index.ts';

/** A doctor's account signs in only while a live doctor has it as an open cabinet. */
export const cabinetIsOpen = sql`exists (select 1 from ${doctors} where ${doctors.user_id} = ${users.id} and ${doctors.is_cabinet} and ${doctors.deleted_at} is null)`;

/**
 * For `set({ updated_at })` of the bookkeeping no form shows (the last sign-in, a stronger hash, the trash, a
 * demo password): `updated_at` stays as it was, where the schema would set it to now.
 */
export const updatedAtAsItWas = sql`${users.updated_at}`;
