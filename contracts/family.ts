import { z } from 'zod';
import { personName, ZBirthday } from './accounts.ts';

/**
 * Family members a patient books for (docs/decisions/183): a child or another relative, kept in the
 * patient's account and chosen in the booking form's "for whom" step. Paths are under `/api/v1`:
 * `GET /account/family`, `POST /account/family`, `PUT /account/family/{id}`, `DELETE /account/family/{id}`.
 */

/** How many family members one account keeps: a large family fits, a list of strangers does not. */
export const FAMILY_MEMBERS_LIMIT = 20;
/** Under this age on the day of the visit a patient is a child (SPEC doctor feature `child_consultation`). */
export const ADULT_AGE = 18;

export const FAMILY_RELATIONS = ['son', 'daughter', 'mother', 'father', 'spouse', 'other'] as const;
export type TFamilyRelation = (typeof FAMILY_RELATIONS)[number];

export const FAMILY_GENDERS = ['male', 'female'] as const;

/** One form for adding and editing; the middle name and the sex may stay empty. */
export const ZFamilyMemberRequest = z.strictObject({
  last_name: personName(),
  first_name: personName(),
  middle_name: personName().optional().nullable().or(z.literal('').transform(() => null)),
  birthday: ZBirthday,
  relation: z.enum(FAMILY_RELATIONS, { error: 'validation.required' }),
  gender: z.enum(FAMILY_GENDERS).optional().nullable().or(z.literal('').transform(() => null)),
});
export type TFamilyMemberRequest = z.input<typeof ZFamilyMemberRequest>;

export interface TFamilyMember {
  id: number;
  last_name: string;
  first_name: string;
  middle_name: string | null;
  /** `YYYY-MM-DD`. */
  birthday: string;
  relation: TFamilyRelation;
  gender: (typeof FAMILY_GENDERS)[number] | null;
}

/** Full years between a birth date and a day, both `YYYY-MM-DD` (a 29 February birthday counts on 1 March). */
export function ageOn(birthday: string, day: string): number {
  const [by, bm, bd] = birthday.split('-').map(Number);
  const [y, m, d] = day.split('-').map(Number);
  return y - by - (m < bm || (m === bm && d < bd) ? 1 : 0);
}

export const isChildOn = (birthday: string, day: string) => ageOn(birthday, day) < ADULT_AGE;
