import { ZOtherPatient, type TForWhom, type TForWhomKind } from '../../../contracts/booking.ts';
import { ZFamilyMemberRequest, type TFamilyMember } from '../../../contracts/family.ts';

/** Family member fields, as in contracts/family.ts; kept here so the draft needs no form code. */
export interface PersonValues {
  last_name: string;
  first_name: string;
  middle_name: string;
  birthday: string;
  relation: '' | TFamilyMember['relation'];
  gender: '' | NonNullable<TFamilyMember['gender']>;
}

export const EMPTY_PERSON: PersonValues = { last_name: '', first_name: '', middle_name: '', birthday: '', relation: '', gender: '' };

/** The request body: empty required values left out, so the shared contract says "required" for them. */
export function personBody(values: PersonValues, withRelation: boolean) {
  const given = (value: string) => value.trim() || undefined;
  return {
    last_name: given(values.last_name),
    first_name: given(values.first_name),
    ...(given(values.middle_name) ? { middle_name: values.middle_name.trim() } : {}),
    birthday: given(values.birthday),
    ...(withRelation ? { relation: values.relation || undefined, ...(values.gender ? { gender: values.gender } : {}) } : {}),
  };
}

/** The "for whom" choice as the form keeps it (and the tab's draft with it, docs/decisions/182). */
export interface ForWhomValues {
  kind: TForWhomKind;
  family_member_id: number | null;
  /** Typed for a new family member or for someone else. */
  person: PersonValues;
}

export const EMPTY_FOR_WHOM: ForWhomValues = { kind: 'self', family_member_id: null, person: EMPTY_PERSON };

/** Field names as the server's 422 names them. */
export const FOR_WHOM_FIELDS = [
  'for_whom',
  'for_whom.family_member_id',
  ...Object.keys(ZFamilyMemberRequest.shape).map((field) => `for_whom.member.${field}`),
  ...Object.keys(ZOtherPatient.shape).map((field) => `for_whom.person.${field}`),
];

/** A draft from before "for whom" existed, or a broken one, means "for me". */
export function forWhomOf(value: unknown): ForWhomValues {
  const candidate = value as Partial<ForWhomValues> | undefined;
  const kinds: readonly string[] = ['self', 'family', 'new_family', 'other'];
  if (!candidate || typeof candidate.kind !== 'string' || !kinds.includes(candidate.kind)) return EMPTY_FOR_WHOM;
  return {
    kind: candidate.kind,
    family_member_id: typeof candidate.family_member_id === 'number' ? candidate.family_member_id : null,
    person: { ...EMPTY_PERSON, ...(candidate.person ?? {}) },
  };
}

export function forWhomBody(values: ForWhomValues): TForWhom {
  switch (values.kind) {
    case 'family':
      return { kind: 'family', family_member_id: values.family_member_id ?? 0 };
    case 'new_family':
      return { kind: 'new_family', member: personBody(values.person, true) as never };
    case 'other':
      return { kind: 'other', person: personBody(values.person, false) as never };
    default:
      return { kind: 'self' };
  }
}

/** The birth date of whom the visit is for, when the form knows it. */
export function chosenBirthday(values: ForWhomValues, family: readonly TFamilyMember[], ownBirthday: string): string | null {
  if (values.kind === 'self') return ownBirthday || null;
  if (values.kind === 'family') return family.find((member) => member.id === values.family_member_id)?.birthday ?? null;
  return /^\d{4}-\d{2}-\d{2}$/.test(values.person.birthday) ? values.person.birthday : null;
}
