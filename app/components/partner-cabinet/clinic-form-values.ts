import type { TPartnerClinic } from '../../../contracts/partner-clinics.ts';
import type { TWorkingHours } from '../../../contracts/working-hours.ts';
import { PARTNER_CLINIC_FIELDS, type PartnerClinicField, type TPartnerClinicUpdate } from '../../../resources/medical-institutions-partner.ts';

/** The clinic form's values: texts as typed, features as ids, hours and position as the shared inputs keep them. */
export type ClinicFormValues = Record<string, unknown> & {
  features: number[];
  working_hours: TWorkingHours;
  latitude: number | undefined;
  longitude: number | undefined;
};

/** Text fields a clinic must have; the others may be left empty (saved as nothing). */
const REQUIRED_TEXT: readonly PartnerClinicField[] = ['name_ua', 'name_ru', 'address_ua', 'address_ru'];
const TEXT_FIELDS = PARTNER_CLINIC_FIELDS.filter((field) => !['features', 'working_hours', 'latitude', 'longitude'].includes(field));

export function clinicFormValues(clinic: TPartnerClinic): ClinicFormValues {
  const values: ClinicFormValues = {
    features: [...clinic.features],
    working_hours: (clinic.working_hours ?? {}) as TWorkingHours,
    latitude: clinic.latitude ?? undefined,
    longitude: clinic.longitude ?? undefined,
  };
  for (const field of TEXT_FIELDS) (values as Record<string, unknown>)[field] = (clinic[field as keyof TPartnerClinic] as string | null) ?? '';
  return values;
}

/** What a save sends: every field the partner edits and the version it was read at; an empty optional text is null. */
export function clinicSaveBody(values: ClinicFormValues, version: number): TPartnerClinicUpdate {
  const body: Record<string, unknown> = {
    version,
    features: values.features,
    working_hours: values.working_hours,
    latitude: values.latitude,
    longitude: values.longitude,
  };
  for (const field of TEXT_FIELDS) {
    const text = String(values[field] ?? '');
    body[field] = REQUIRED_TEXT.includes(field) || text.trim() !== '' ? text : null;
  }
  return body as TPartnerClinicUpdate;
}

/** Field order on the page, for moving focus to the first one in error. */
export const CLINIC_FIELD_ORDER: readonly string[] = PARTNER_CLINIC_FIELDS;
