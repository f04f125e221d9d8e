import { z } from 'zod';
import { personNameFields, ZBirthday } from './accounts.ts';
import type { ZFamilyMember } from './routes/account-answers.ts';
import { FAMILY_RELATIONS, FAMILY_GENDERS } from './routes/account-answers.ts';
// The values an answer names live with the answer; here for the requests and the importers of this file.
export { FAMILY_RELATIONS, FAMILY_GENDERS } from './routes/account-answers.ts';

/**
 * Family members a patient books for (docs/decisions/183): a child or another relative, kept in the
 * patient's account and chosen in the booking form's "for whom" step. Paths are under `/api/v1`:
 * `GET /account/family`, `POST /account/family`, `PUT /account/family/{id}`, `DELETE /account/family/{id}`.
 */

/** How many family members one account keeps: a large family fits, a list of strangers does not. */
export const FAMILY_MEMBERS_LIMIT = 20;
/** Under this age on the day of the visit a patient is a child (SPEC doctor feature `child_consultation`). */
export const ADULT_AGE = 18;

export type TFamilyRelation = (typeof FAMILY_RELATIONS)[number];

/** One form for adding and editing; the middle name and the sex may stay empty. */
export const ZFamilyMemberRequest = z.strictObject({
  ...personNameFields,
  birthday: ZBirthday,
  relation: z.enum(FAMILY_RELATIONS, { error: 'validation.required' }),
  gender: z
    .enum(FAMILY_GENDERS)
    .optional()
    .nullable()
    .or(z.literal('').transform(() => null)),
});
export type TFamilyMemberRequest = z.input<typeof ZFamilyMemberRequest>;

/** A kept family member as the API answers it (routes/account-answers.ts states the shape). */
export type TFamilyMember = z.output<typeof ZFamilyMember>;

/** Full years between a birth date and a day, both `YYYY-MM-DD` (a 29 February birthday counts on 1 March). */
export function ageOn(birthday: string, day: string): number {
  const [by, bm, bd] = birthday.split('-').map(Number);
  const [y, m, d] = day.split('-').map(Number);
  return y - by - (m < bm || (m === bm && d < bd) ? 1 : 0);
}

export const isChildOn = (birthday: string, day: string) => ageOn(birthday, day) < ADULT_AGE;
