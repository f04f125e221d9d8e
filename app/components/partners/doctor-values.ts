import type { TPartnerDoctor } from '../../../contracts/partner-doctors.ts';

/** The doctor form's values as the inputs hold them (text, ids as strings for the pickers). */
export interface DoctorValues {
  photo: string;
  last_name_ua: string;
  last_name_ru: string;
  first_name_ua: string;
  first_name_ru: string;
  middle_name_ua: string;
  middle_name_ru: string;
  gender: string;
  specializations: string[];
  workplaces: string[];
  email: string;
  phone: string;
  is_cabinet: boolean;
  locale: 'ua' | 'ru';
  is_waitlist: boolean;
}

export const DOCTOR_FIELDS = [
  'photo',
  'last_name_ua',
  'first_name_ua',
  'middle_name_ua',
  'last_name_ru',
  'first_name_ru',
  'middle_name_ru',
  'gender',
  'specializations',
  'workplaces',
  'is_cabinet',
  'email',
  'phone',
  'locale',
  'is_waitlist',
] as const;

/** A new doctor: at the partner's only clinic when it has one. */
export function emptyDoctor(clinics: { id: number }[]): DoctorValues {
  return {
    photo: '',
    last_name_ua: '',
    last_name_ru: '',
    first_name_ua: '',
    first_name_ru: '',
    middle_name_ua: '',
    middle_name_ru: '',
    gender: '',
    specializations: [],
    workplaces: clinics.length === 1 ? [String(clinics[0].id)] : [],
    email: '',
    phone: '',
    is_cabinet: false,
    locale: 'ua',
    is_waitlist: true,
  };
}

export function doctorValues(doctor: TPartnerDoctor): DoctorValues {
  return {
    photo: doctor.photo ?? '',
    last_name_ua: doctor.last_name_ua,
    last_name_ru: doctor.last_name_ru,
    first_name_ua: doctor.first_name_ua,
    first_name_ru: doctor.first_name_ru,
    middle_name_ua: doctor.middle_name_ua ?? '',
    middle_name_ru: doctor.middle_name_ru ?? '',
    gender: doctor.gender,
    specializations: doctor.specializations.map(String),
    workplaces: doctor.workplaces.map(String),
    email: doctor.email ?? '',
    phone: doctor.phone ?? '',
    is_cabinet: doctor.is_cabinet,
    locale: doctor.locale,
    is_waitlist: doctor.is_waitlist,
  };
}

const orNull = (value: string) => (value.trim() === '' ? null : value.trim());

/** What the API receives: empty optional texts as null, ids as numbers. */
export function doctorBody(values: DoctorValues, version?: number): Record<string, unknown> {
  return {
    photo: orNull(values.photo),
    last_name_ua: values.last_name_ua,
    last_name_ru: values.last_name_ru,
    first_name_ua: values.first_name_ua,
    first_name_ru: values.first_name_ru,
    middle_name_ua: orNull(values.middle_name_ua),
    middle_name_ru: orNull(values.middle_name_ru),
    ...(values.gender ? { gender: values.gender } : {}),
    specializations: values.specializations.map(Number),
    workplaces: values.workplaces.map(Number),
    email: orNull(values.email),
    phone: orNull(values.phone),
    is_cabinet: values.is_cabinet,
    locale: values.locale,
    is_waitlist: values.is_waitlist,
    ...(version === undefined ? {} : { version }),
  };
}
