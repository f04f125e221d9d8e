import { col, defineReadOnly } from './read-only.ts';

/** SPEC §3 partner representative; the API secret's hash never leaves the database. */
export const representatives = defineReadOnly({
  name: 'representatives',
  table: 'representatives',
  section: 'partners',
  filterable: ['id', 'legal_entity_id', 'user_id', 'contact_email', 'contact_phone', 'status'],
  sortable: ['id', 'created_at'],
  searchable: ['contact_email', 'contact_phone', 'position'],
  hidden: ['api_client_secret_hash'],
  populate: { legal_entity: { resource: 'legal-entities' } },
  defaultSort: 'id:asc',
  columns: [col('id', { sortable: true }), col('position'), col('contact_email'), col('contact_phone', { render: 'phone' }), col('status', { render: 'status' })],
});
