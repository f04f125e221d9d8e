import { z } from 'zod';
import { personNameFields, ZEmail, ZPhone } from '../contracts/accounts.ts';
import { ZId } from '../contracts/batch.ts';
import { common, optionsOf, ZOptionalText } from './fields.ts';
import { ZOptionalEmail, ZOptionalPhone } from './legal-entities.ts';
import { resource } from './resource.ts';
import { relationField } from './workflow.ts';

/**
 * Fields of the partner account (`users`, type `partner`) edited on the representative's form; the server
 * writes them to the account and reads them back (features/partners/representative-accounts.ts).
 */
export const REPRESENTATIVE_ACCOUNT_FIELDS = ['last_name', 'first_name', 'middle_name', 'email', 'phone', 'locale'] as const;
export const PARTNER_LOCALES = ['ua', 'ru'] as const;

/** What generating API credentials shows once: the secret is never readable again (docs/decisions/201). */
const credentials = {
  title: 'admin.partners.credentials.title',
  note: 'admin.partners.credentials.note',
  close: 'admin.partners.credentials.close',
  fields: [
    { name: 'client_id', label: 'admin.partners.field.api_client_id' },
    { name: 'client_secret', label: 'admin.partners.field.api_client_secret' },
  ],
};

/** Commands on a representative (docs/decisions/178, 201): API credentials and a generated password. */
const command = (name: string, when: { field: string; in: readonly string[] }, path: string) => ({
  name,
  label: `admin.partners.action.${name}`,
  confirm: `admin.partners.action.${name}.confirm`,
  done: `admin.partners.action.${name}.done`,
  when,
  permission: 'update' as const,
  path: `representatives/{id}/${path}`,
});

/**
 * SPEC §3 partner representative (docs/decisions/201): the partner account and its profile in one form. The
 * API secret's hash never leaves the database; `name`, `legal_entity_name`, `password_created_at` and
 * `api_access` are read-only values the server adds.
 */
export const representatives = resource({
  name: 'representatives',
  table: 'representatives',
  section: 'partners',
  writes: 'create',
  screen: { path: 'partners/representatives' },
  populate: { legal_entity: { resource: 'legal-entities' } },
  defaultSort: 'id:asc',
  actions: [
    { ...command('api-key-generate', { field: 'api_access', in: ['none'] }, 'api-credentials'), reveal: credentials },
    { ...command('api-key-regenerate', { field: 'api_access', in: ['issued'] }, 'api-credentials/regenerate'), reveal: credentials },
    command('api-key-delete', { field: 'api_access', in: ['issued'] }, 'api-credentials/delete'),
    command('password-sms', { field: 'status', in: ['active'] }, 'password/sms'),
    command('password-email', { field: 'status', in: ['active'] }, 'password/email'),
  ],
  fields: {
    id: common.id,
    name: { label: 'field.full_name', elsewhere: true, column: true },
    last_name: { rule: personNameFields.last_name, input: 'text', elsewhere: true },
    first_name: { rule: personNameFields.first_name, input: 'text', elsewhere: true },
    middle_name: { rule: personNameFields.middle_name, input: 'text', elsewhere: true },
    email: { rule: ZEmail, input: 'text', label: 'admin.partners.field.login_email', elsewhere: true, column: true },
    phone: { rule: ZPhone, input: 'text', label: 'admin.partners.field.login_phone', elsewhere: true, column: 'phone' },
    locale: {
      rule: z.enum(PARTNER_LOCALES).optional(),
      input: 'select',
      options: optionsOf(PARTNER_LOCALES, 'admin.partners.locale'),
      label: 'admin.partners.field.locale',
      elsewhere: true,
    },
    legal_entity_id: relationField('legal-entities', 'field.legal_entity', ZId, {
      filter: true,
      relation: { resource: 'legal-entities', labelField: 'public_name' },
    }),
    legal_entity_name: { label: 'field.legal_entity', elsewhere: true, column: true },
    position: { rule: z.string().trim().max(255).nullable().optional(), input: 'text', searchable: true },
    contact_email: { rule: ZOptionalEmail, input: 'text', filterable: true, searchable: true },
    contact_phone: { rule: ZOptionalPhone, input: 'text', filterable: true, searchable: true },
    comment: { rule: ZOptionalText, input: 'textarea' },
    status: common.status,
    password_created_at: { input: 'datetime', label: 'admin.partners.field.password_created_at', elsewhere: true },
    api_client_id: { input: 'text', label: 'admin.partners.field.api_client_id', filterable: true },
    api_key_created_at: { input: 'datetime', label: 'admin.partners.field.api_key_created_at' },
    api_access: { label: 'admin.partners.field.api_access', elsewhere: true },
    api_client_secret_hash: { hidden: true },
    user_id: { filterable: true },
    created_at: common.createdAt,
  },
  columnOrder: ['id', 'name', 'legal_entity_name', 'email', 'phone', 'status'],
});
