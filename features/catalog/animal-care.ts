import { sql, type SQL } from 'drizzle-orm';
import type { DictionaryEntry } from './dictionaries.ts';
import type { ListingFilters } from './listing-url.ts';

/**
 * Care for animals is its own section of the catalogue (docs/decisions/177): vets and vet clinics show in
 * `/doctors/veterinary`, in listings of a veterinary or grooming institution type and on their clinics'
 * pages, never among the doctors and popular specialities for people. A dictionary row belongs to it by
 * its stable code: `veterinary`, `veterinary_clinic`, `grooming_salon`, and any later `veterinary-…` or
 * `grooming-…` code an editor adds.
 */
const ANIMAL_CARE_CODE = /^(veterinary|grooming)([-_]|$)/;

export const isAnimalCare = (entry: Pick<DictionaryEntry, 'code'>): boolean => ANIMAL_CARE_CODE.test(entry.code);

/** Whether a listing is itself of the animal section (its specialization or institution type is). */
export function isAnimalCareListing(listing: ListingFilters): boolean {
  return [listing.specialization, listing.institutionType].some((entry) => entry !== undefined && isAnimalCare(entry));
}

/** SQL over a specialization code column: the same rule as `isAnimalCare`, for queries that join `specializations`. */
export const animalCareCode = (code: SQL): SQL => sql`${code} ~ ${ANIMAL_CARE_CODE.source}`;
