import type { Db } from '../../db/client.ts';
import type { SessionUser } from '../accounts/permissions.ts';
import type { Messenger } from '../messaging/messenger.ts';
import { deleteCredentials, issueCredentials, verifyClientCredentials } from './api-credentials.ts';
import { sendGeneratedPassword, type PasswordChannel } from './partner-password.ts';

/** Staff commands on partner representatives (SPEC §6, docs/decisions/201), and the partner API's credential check. */
export function createPartnersService(db: Db, { messenger, siteOrigin }: { messenger: Messenger; siteOrigin: string }) {
  return {
    generateCredentials: (staff: SessionUser | null, representativeId: number) => issueCredentials(db, staff, representativeId, 'generate'),
    regenerateCredentials: (staff: SessionUser | null, representativeId: number) => issueCredentials(db, staff, representativeId, 'regenerate'),
    deleteCredentials: (staff: SessionUser | null, representativeId: number) => deleteCredentials(db, staff, representativeId),
    verifyClientCredentials: (clientId: string, secret: string) => verifyClientCredentials(db, clientId, secret),
    sendPassword: (staff: SessionUser | null, representativeId: number, channel: PasswordChannel) =>
      sendGeneratedPassword(db, messenger, staff, representativeId, channel, siteOrigin),
  };
}

export type PartnersService = ReturnType<typeof createPartnersService>;
