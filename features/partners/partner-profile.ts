import { and, eq, isNull } from 'drizzle-orm';
import type { AccountDetails } from '../../contracts/accounts.ts';
import type { Locale } from '../../contracts/locale.ts';
import type { Db } from '../../db/client.ts';
import { representatives as representativeRows } from '../../db/schema/index.ts';
import { ZPartnerProfileRequest } from '../../resources/partner-doctor-fields.ts';
import { representatives } from '../../resources/representatives.ts';
import type { Profiles } from '../accounts/profiles.ts';
import type { SessionUser } from '../accounts/permissions.ts';
import { ForbiddenError } from '../errors.ts';
import { parseBody } from '../records/body-rules.ts';
import type { ResourceService } from '../records/service.ts';

/**
 * The representative edits their own name, e-mail and phone (SPEC §2 `partners/general-information`,
 * docs/decisions/235) through the back office's representative write, so the same rules hold: an e-mail or
 * phone another partner signs in with is 422 `validation.taken`. The legal entity stays read-only.
 */
export function createPartnerProfile(db: Db, resources: ResourceService, profiles: Profiles) {
  return {
    async update(user: SessionUser, body: unknown, locale: Locale): Promise<AccountDetails> {
      if (user.user_type !== 'partner') throw new ForbiddenError();
      const values = parseBody(ZPartnerProfileRequest, body);
      const [own] = await db
        .select({ id: representativeRows.id })
        .from(representativeRows)
        .where(and(eq(representativeRows.user_id, user.id), isNull(representativeRows.deleted_at)))
        .limit(1);
      if (!own) throw new ForbiddenError();
      await resources.update(representatives, own.id, { middle_name: null, ...values }, 'patch', { user, locale });
      return profiles.details(user.id);
    },
  };
}
