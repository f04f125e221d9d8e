import type { Database } from '../../db/client.ts';
import { ZRegisterPatientRequest, type TRegisterPatientRequest } from '../../contracts/accounts.ts';
import type { Locale } from '../../contracts/locale.ts';
import type { Messenger } from '../messaging/messenger.ts';
import type { AccountsService } from './accounts.ts';
import { createPasswordChange } from './password-change.ts';
import { createPasswordRestore, type RestoreOptions } from './password-restore.ts';
import { createProfiles } from './profiles.ts';
import { registrationLimits, type RegistrationLimits } from './registration-limits.ts';
import { createWishlist } from './wishlist.ts';
import { createFamily } from './family.ts';
import { attachReferral } from './referrals.ts';

/**
 * What people do with their own accounts (issue "accounts"): register, keep their data, change or restore
 * the password, keep favourites. Sign-in and sessions stay in `accounts.ts`.
 */
export function createSelfService(
  database: Database,
  accounts: AccountsService,
  messenger: Messenger,
  restoreOptions: RestoreOptions = {},
  registration?: RegistrationLimits,
) {
  const profiles = createProfiles(database);
  const limits = registrationLimits(accounts.limiter, registration);
  return {
    profiles,
    wishlist: createWishlist(database),
    family: createFamily(database),
    passwordRestore: createPasswordRestore(database, { sessions: accounts.sessions, limiter: accounts.limiter, messenger }, restoreOptions),
    changePassword: createPasswordChange(database, accounts.sessions, accounts.limiter),

    /**
     * SPEC §1: registers a patient, signs them in and sends the welcome e-mail in their language, within
     * the registration limits (docs/decisions/173).
     */
    async registerPatient(
      input: TRegisterPatientRequest,
      context: { ip: string; locale: Locale; userAgent?: string; previousToken?: string; cabinetUrl: string },
    ) {
      const data = ZRegisterPatientRequest.parse(input);
      await limits.admit({ ip: context.ip, email: data.email, phone: data.phone });
      const userId = await profiles.registerPatient(input, context.locale);
      // The code of a friend's share link (docs/decisions/230); one that names nobody changes nothing.
      if (data.referral_code) await attachReferral(database.db, userId, data.referral_code);
      const session = await accounts.sessions.create(userId, 'patient', { userAgent: context.userAgent, replacing: context.previousToken });
      const details = await profiles.details(userId);
      if (details.email && (await limits.mayEmail(details.email))) {
        await messenger.sendEmail(details.email, 'welcome', { first_name: details.first_name ?? '', cabinet_url: context.cabinetUrl }, context.locale);
      }
      return { session, profile: await accounts.profile(userId) };
    },
  };
}

export type SelfService = ReturnType<typeof createSelfService>;
