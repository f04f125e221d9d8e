import { edrpouCheckDigit, taxNumberCheckDigit } from '../../contracts/edrpou.ts';
import type { legal_entities, representatives } from '../../db/schema/index.ts';
import type { Random } from '../random.ts';
import { buildEmail, buildPhone, type PersonName } from './people.ts';

export type LegalEntityRow = (typeof legal_entities)['$inferInsert'];
export type RepresentativeRow = (typeof representatives)['$inferInsert'];

const HEAD_POSITIONS = ['Директор', 'Генеральний директор', 'Головний лікар'];

/** `digits` with its last digit replaced by the check digit, so the code passes the back office's rule. */
function withCheckDigit(digits: string): string {
  const body = digits.slice(0, -1);
  return `${body}${digits.length === 10 ? taxNumberCheckDigit(body) : edrpouCheckDigit(body)}`;
}

/**
 * A company behind one or more institutions. `index` makes the EDRPOU code unique (its first seven digits
 * differ); sole proprietors get a ten-digit tax number instead. Both end in their check digit.
 */
export function buildLegalEntityRow(
  random: Random,
  input: { index: number; head: PersonName; institution: { name_ua: string; city_id: number; address_ua: string; slug: string } },
): LegalEntityRow {
  const hasFop = random.chance(0.2);
  const code = withCheckDigit(hasFop ? String(3_000_000_000 + input.index * 7_919) : String(30_000_000 + input.index * 97));
  const publicName = hasFop
    ? `ФОП ${input.head.last_name_ua} ${input.head.first_name_ua[0]}. ${input.head.middle_name_ua[0]}.`
    : `ТОВ «${input.institution.name_ua.replace(/^.*«(.+)».*$/, '$1')}»`;
  return {
    public_name: publicName,
    has_fop: hasFop,
    edrpou: code,
    city_id: input.institution.city_id,
    address: input.institution.address_ua,
    organization_phone: buildPhone(random),
    organization_email: `office@${input.institution.slug}.example.com`,
    contact_phone: buildPhone(random),
    contact_email: buildEmail(input.head, `le${input.index}`),
    head_position: hasFop ? 'Фізична особа-підприємець' : random.pick(HEAD_POSITIONS),
    head_first_name: input.head.first_name_ua,
    head_last_name: input.head.last_name_ua,
    head_middle_name: input.head.middle_name_ua,
  };
}

export function buildRepresentativeRow(random: Random, input: { user_id: number; legal_entity_id: number; name: PersonName }): RepresentativeRow {
  return {
    user_id: input.user_id,
    legal_entity_id: input.legal_entity_id,
    position: random.pick(['Адміністратор', 'Менеджер', 'Головний адміністратор', 'Директор']),
    contact_email: buildEmail(input.name, `rep${input.legal_entity_id}`),
    contact_phone: buildPhone(random),
  };
}
