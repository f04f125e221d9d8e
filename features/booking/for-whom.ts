import { and, eq, exists, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import type { TPatientRelation, ZBookRequest } from '../../contracts/booking.ts';
import { isChildOn } from '../../contracts/family.ts';
import { ValidationError } from '../errors.ts';
import { type appointments, doctor_feature_links, doctor_features, doctors } from '../../db/schema/index.ts';
import { addFamilyMember, findFamilyMember } from '../accounts/family.ts';

/** Whom the visit is for and the holder's data: a booking's, or a waitlist request's (features/waitlist). */
type BookInput = Pick<ReturnType<typeof ZBookRequest.parse>, 'patient' | 'for_whom'>;

/** Whom a visit is for and who the clinic calls, as written on the appointment (docs/decisions/183). */
export interface RecordedPatient {
  first_name: string;
  last_name: string;
  middle_name: string | null;
  birthday: string;
  phone: string;
  email: string;
  relation: TPatientRelation;
  family_member_id: number | null;
  /** The account holder, when the visit is for someone else. */
  contact_name: string | null;
}

export const CHILD_NOT_ACCEPTED = 'booking.child.not.accepted';

const fullName = (person: { last_name: string; first_name: string; middle_name?: string | null }) =>
  [person.last_name, person.first_name, person.middle_name].filter(Boolean).join(' ');

/** Whether the selected doctor (`doctors` in the outer query) sees children: SPEC doctor feature `child_consultation`. */
export const seesChildren = (db: Db) =>
  sql<boolean>`${exists(
    db
      .select({ one: sql`1` })
      .from(doctor_feature_links)
      .innerJoin(doctor_features, eq(doctor_features.id, doctor_feature_links.feature_id))
      .where(and(eq(doctor_feature_links.doctor_id, doctors.id), eq(doctor_features.code, 'child_consultation'), isNull(doctor_features.deleted_at))),
  )}`;

/** Whether the doctor sees children. */
export async function doctorSeesChildren(db: Db, doctorId: number): Promise<boolean> {
  const [row] = await db
    .select({ yes: seesChildren(db) })
    .from(doctors)
    .where(eq(doctors.id, doctorId));
  return row?.yes === true;
}

/**
 * The patient of the visit from the "for whom" choice: the holder herself, one of her family members (only
 * her own: anyone else's id is refused like a missing one), a family member added here (kept in her family),
 * or someone else (kept on the visit only). A child, under 18 on the day of the visit, is refused a doctor
 * who does not see children. Phone and e-mail are always the holder's.
 */
export async function resolveBookingPatient(tx: Db, userId: number, input: BookInput, visit: { doctorId: number; day: string }): Promise<RecordedPatient> {
  const { patient: holder } = input;
  const forWhom = input.for_whom ?? { kind: 'self' as const };
  const contact = { phone: holder.phone, email: holder.email };

  const childCheck = async (birthday: string, field: string) => {
    if (isChildOn(birthday, visit.day) && !(await doctorSeesChildren(tx, visit.doctorId)))
      throw new ValidationError({ [field]: [CHILD_NOT_ACCEPTED] }, CHILD_NOT_ACCEPTED);
  };

  switch (forWhom.kind) {
    case 'self': {
      const birthday = holder.birthday!;
      await childCheck(birthday, 'patient.birthday');
      const { first_name, last_name } = holder;
      return {
        first_name,
        last_name,
        middle_name: holder.middle_name || null,
        birthday,
        ...contact,
        relation: 'self',
        family_member_id: null,
        contact_name: null,
      };
    }
    case 'family': {
      const member = await findFamilyMember(tx, userId, forWhom.family_member_id);
      if (!member) throw new ValidationError({ 'for_whom.family_member_id': ['validation.invalid'] });
      await childCheck(member.birthday, 'for_whom.family_member_id');
      return { ...pick(member), ...contact, relation: member.relation, family_member_id: member.id, contact_name: fullName(holder) };
    }
    case 'new_family': {
      await childCheck(forWhom.member.birthday, 'for_whom.member.birthday');
      const member = await addFamilyMember(tx, userId, forWhom.member, 'for_whom');
      return { ...pick(member), ...contact, relation: member.relation, family_member_id: member.id, contact_name: fullName(holder) };
    }
    case 'other': {
      const { person } = forWhom;
      await childCheck(person.birthday, 'for_whom.person.birthday');
      return { ...pick(person), ...contact, relation: 'someone_else', family_member_id: null, contact_name: fullName(holder) };
    }
  }
}

function pick(person: { first_name: string; last_name: string; middle_name?: string | null; birthday: string }) {
  return { first_name: person.first_name, last_name: person.last_name, middle_name: person.middle_name || null, birthday: person.birthday };
}

/** An appointment's patient and contact columns, to set. */
export function patientColumns(patient: RecordedPatient) {
  return {
    patient_first_name: patient.first_name,
    patient_last_name: patient.last_name,
    patient_middle_name: patient.middle_name,
    patient_birthday: patient.birthday,
    patient_phone: patient.phone,
    patient_email: patient.email,
    patient_relation: patient.relation,
    family_member_id: patient.family_member_id,
    contact_name: patient.contact_name,
  } satisfies Partial<typeof appointments.$inferInsert>;
}
