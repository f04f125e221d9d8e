/** What the accounts API answers; snake_case as on the wire. The shared contracts' types, never restated. */
import type { AccountAddress, AccountDetails, AccountProfile, TPatientGender, UserType } from '../../../contracts/accounts.ts';
import { formatPhone } from '../../../contracts/phone.ts';
import type { TOrganization } from '../../../contracts/routes/account-answers.ts';

export type { AccountAddress, AccountDetails, AccountProfile, UserType };

export type Gender = TPatientGender;

/** `GET /account/organization` (partners). */
export type PartnerOrganization = TOrganization;

/** The areas a person signs in to from the public site, the doctor cabinet and the restore page. */
export type SignInArea = 'patients' | 'partners' | 'doctors';
/** Only these two sign in through the header dialog (SPEC §6: /patients/login, /partners/login). */
export type DialogArea = Extract<SignInArea, 'patients' | 'partners'>;

export const USER_TYPE_OF_AREA: Record<SignInArea, UserType> = { patients: 'patient', partners: 'partner', doctors: 'doctor' };

/** "Ірина Петренко", else the e-mail or phone, so a menu never shows an empty name. */
export function displayName(person: Pick<AccountProfile, 'first_name' | 'last_name' | 'email' | 'phone'>): string {
  return [person.first_name, person.last_name].filter(Boolean).join(' ') || person.email || formatPhone(person.phone);
}
