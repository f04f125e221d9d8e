import { common } from './fields.ts';
import { resource } from './resource.ts';

/** SPEC §3 legal entity of a partner. */
export const legalEntities = resource({
  name: 'legal-entities',
  table: 'legal_entities',
  section: 'partners',
  populate: { city: { resource: 'cities' }, representatives: { resource: 'representatives', many: true, targetKey: 'legal_entity_id' } },
  defaultSort: 'id:asc',
  fields: {
    id: common.id,
    public_name: { filterable: true, sortable: true, searchable: true, column: true },
    edrpou: { filterable: true, searchable: true, column: true },
    has_fop: { filterable: true },
    city_id: { filterable: true },
    status: { filterable: true, column: 'status' },
    created_at: common.createdAt,
  },
});
