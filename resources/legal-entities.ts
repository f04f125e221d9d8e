import { z } from 'zod';
import { optionalPersonName, ZEmail, ZPhone } from '../contracts/accounts.ts';
import { ZRegistrationCode } from '../contracts/edrpou.ts';
import { common, ZName, ZOptionalText } from './fields.ts';
import { resource } from './resource.ts';
import { relationField } from './workflow.ts';

/** Optional contact data of a partner: an empty field clears it. */
export const ZOptionalPhone = ZPhone.nullable().optional();
export const ZOptionalEmail = ZEmail.nullable().optional();
const ZOptionalLine = z.string().trim().max(255).nullable().optional();
/** The head's names may stay empty, each of them: a partner's card is filled in over time. */
const ZOptionalPersonName = optionalPersonName();

/**
 * SPEC §3 legal entity of a partner (docs/decisions/200). Its code is an 8-digit ЄДРПОУ, or a sole
 * proprietor's 10-digit РНОКПП, each checked by its check digit (contracts/edrpou.ts); which of the two the
 * entity needs (the has-FOP flag) is checked on the server (features/partners/legal-entity-rules.ts).
 */
export const legalEntities = resource({
  name: 'legal-entities',
  table: 'legal_entities',
  section: 'partners',
  writes: 'create',
  screen: { path: 'partners/legal-entities' },
  populate: { city: { resource: 'cities' }, representatives: { resource: 'representatives', many: true, targetKey: 'legal_entity_id' } },
  defaultSort: 'id:asc',
  fields: {
    id: common.id,
    public_name: { rule: ZName, input: 'text', filterable: true, sortable: true, searchable: true, column: true },
    has_fop: { rule: z.boolean().optional(), input: 'boolean', filter: true, column: 'boolean' },
    edrpou: { rule: ZRegistrationCode, input: 'text', unique: true, filterable: true, sortable: true, searchable: true, column: true },
    country: { rule: z.string().trim().min(1).max(100).optional(), input: 'text', filterable: true },
    city_id: relationField('cities', 'field.city', undefined, { filter: true }),
    organization_phone: { rule: ZOptionalPhone, input: 'text', searchable: true, column: 'phone' },
    organization_email: { rule: ZOptionalEmail, input: 'text', searchable: true, column: true },
    contact_phone: { rule: ZOptionalPhone, input: 'text', searchable: true },
    contact_email: { rule: ZOptionalEmail, input: 'text', searchable: true },
    head_position: { rule: ZOptionalLine, input: 'text' },
    head_last_name: { rule: ZOptionalPersonName, input: 'text', searchable: true },
    head_first_name: { rule: ZOptionalPersonName, input: 'text' },
    head_middle_name: { rule: ZOptionalPersonName, input: 'text' },
    address: { rule: z.string().trim().max(500).nullable().optional(), input: 'text' },
    comment: { rule: ZOptionalText, input: 'textarea' },
    status: common.status,
    created_at: common.createdAt,
    updated_at: common.updatedAt,
  },
});
