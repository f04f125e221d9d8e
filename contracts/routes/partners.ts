import { z } from 'zod';
import { dataEnvelope } from './booking-answers.ts';
import { route } from './define.ts';

/**
 * Staff commands on a partner representative (SPEC §6, docs/decisions/201): API credentials for the partner
 * API, and a generated password sent by SMS or e-mail. Each is a record action of `representatives`
 * (resources/representatives.ts) and asks for the permission that edits a representative.
 */

const tag = 'partners';
export const REPRESENTATIVE_COMMAND_PERMISSION = 'representatives.update';
const access = { permissions: [REPRESENTATIVE_COMMAND_PERMISSION] } as const;
const refused = { 403: `without the \`${REPRESENTATIVE_COMMAND_PERMISSION}\` permission`, 404: 'no such representative (or in trash)' };

const ZCredentials = z.object({
  client_id: z.string().describe('public, `vzc_` + 16 random characters'),
  client_secret: z.string().describe('`vzs_` + 32 random bytes (base64url); shown in this answer only, stored as a hash'),
  created_at: z.string(),
});

export const generateApiCredentials = route({
  method: 'POST',
  path: 'representatives/:id/api-credentials',
  access,
  noStore: true,
  answer: { status: 201, schema: dataEnvelope(ZCredentials), description: '{data: {client_id, client_secret, created_at}}' },
  errors: { ...refused, 409: 'admin.partners.api.key.exists: the representative already has credentials (regenerate them)' },
  operationId: 'generateApiCredentials',
  summary: "Staff: make a representative's API credentials; the secret is in this answer only",
  tag,
});

export const regenerateApiCredentials = route({
  method: 'POST',
  path: 'representatives/:id/api-credentials/regenerate',
  access,
  noStore: true,
  answer: { status: 200, schema: dataEnvelope(ZCredentials), description: '{data: {client_id, client_secret, created_at}}' },
  errors: { ...refused, 409: 'admin.partners.api.key.missing: no credentials to regenerate' },
  operationId: 'regenerateApiCredentials',
  summary: 'Staff: a new secret for the same client id; the old secret stops working at once',
  tag,
});

export const deleteApiCredentials = route({
  method: 'POST',
  path: 'representatives/:id/api-credentials/delete',
  access,
  noStore: true,
  answer: { status: 204, description: 'deleted: the client id and secret no longer work' },
  errors: { ...refused, 409: 'admin.partners.api.key.missing: no credentials to delete' },
  operationId: 'deleteApiCredentials',
  summary: "Staff: remove a representative's API credentials",
  tag,
});

const ZSentPassword = z.object({ channel: z.enum(['sms', 'email']), password_created_at: z.string() });
const passwordNote =
  "A strong password is generated, stored as an Argon2id hash, and queued in the partner's language; every session of the partner ends. " +
  'The password is never in the answer nor in the action log.';

export const sendPasswordBySms = route({
  method: 'POST',
  path: 'representatives/:id/password/sms',
  access,
  noStore: true,
  answer: { status: 202, schema: dataEnvelope(ZSentPassword), description: '{data: {channel: sms, password_created_at}}' },
  errors: { ...refused, 422: 'the partner account has no phone' },
  operationId: 'sendRepresentativePasswordBySms',
  summary: 'Staff: send the representative a generated password by SMS',
  description: passwordNote,
  tag,
});

export const sendPasswordByEmail = route({
  method: 'POST',
  path: 'representatives/:id/password/email',
  access,
  noStore: true,
  answer: { status: 202, schema: dataEnvelope(ZSentPassword), description: '{data: {channel: email, password_created_at}}' },
  errors: { ...refused, 422: 'the partner account has no e-mail' },
  operationId: 'sendRepresentativePasswordByEmail',
  summary: 'Staff: send the representative a generated password by e-mail',
  description: passwordNote,
  tag,
});
