import { col, defineReadOnly } from './read-only.ts';

/** SPEC §3 legal entity of a partner. */
export const legalEntities = defineReadOnly({
  name: 'legal-entities',
  table: 'legal_entities',
  section: 'partners',
  filterable: ['id', 'public_name', 'edrpou', 'has_fop', 'city_id', 'status', 'created_at'],
  sortable: ['id', 'public_name', 'created_at'],
  searchable: ['public_name', 'edrpou'],
  populate: { city: { resource: 'cities' }, representatives: { resource: 'representatives', many: true, targetKey: 'legal_entity_id' } },
  defaultSort: 'id:asc',
  columns: [col('id', { sortable: true }), col('public_name', { sortable: true }), col('edrpou'), col('status', { render: 'status' })],
});
