import { FEMALE_NAMES, MALE_NAMES, SURNAMES, feminineSurname } from '../../db/demo-data/names.ts';
import type { Random } from '../random.ts';
import { transliterate } from '../../contracts/slug.ts';

export type Gender = 'male' | 'female';

/** A person's name in both languages, gender-consistent (surname form and patronymic). */
export interface PersonName {
  gender: Gender;
  first_name_ua: string;
  first_name_ru: string;
  last_name_ua: string;
  last_name_ru: string;
  middle_name_ua: string;
  middle_name_ru: string;
}

export function buildPersonName(random: Random, gender: Gender = random.chance(0.55) ? 'female' : 'male'): PersonName {
  const father = random.pick(MALE_NAMES);
  const [surnameUa, surnameRu] = random.pick(SURNAMES);
  const [firstUa, firstRu] = gender === 'male' ? random.pick(MALE_NAMES).name : random.pick(FEMALE_NAMES);
  const patronymic = gender === 'male' ? father.son : father.daughter;
  return {
    gender,
    first_name_ua: firstUa,
    first_name_ru: firstRu,
    last_name_ua: gender === 'male' ? surnameUa : feminineSurname(surnameUa),
    last_name_ru: gender === 'male' ? surnameRu : feminineSurname(surnameRu),
    middle_name_ua: patronymic[0],
    middle_name_ru: patronymic[1],
  };
}

const OPERATORS = ['50', '63', '66', '67', '68', '73', '93', '95', '96', '97', '98', '99'];

/** A Ukrainian mobile number, digits only: 380XXXXXXXXX. */
export function buildPhone(random: Random): string {
  return `380${random.pick(OPERATORS)}${String(random.int(0, 9_999_999)).padStart(7, '0')}`;
}

/** An address on the reserved example domain, so nothing is ever delivered to a real person. */
export function buildEmail(name: Pick<PersonName, 'first_name_ua' | 'last_name_ua'>, unique: number | string): string {
  const local = `${transliterate(name.first_name_ua)}.${transliterate(name.last_name_ua)}.${unique}`.replace(/[^a-z0-9.]/g, '');
  return `${local}@example.com`;
}

/** A birthday as `YYYY-MM-DD` for someone aged between `minAge` and `maxAge` on `today`. */
export function buildBirthday(random: Random, today: Date, minAge = 18, maxAge = 80): string {
  const year = today.getUTCFullYear() - random.int(minAge, maxAge);
  return `${year}-${String(random.int(1, 12)).padStart(2, '0')}-${String(random.int(1, 28)).padStart(2, '0')}`;
}
