import { common } from './fields.ts';
import { resource } from './resource.ts';

/** SPEC §3 partner representative; the API secret's hash never leaves the database. */
export const representatives = resource({
  name: 'representatives',
  table: 'representatives',
  section: 'partners',
  populate: { legal_entity: { resource: 'legal-entities' } },
  defaultSort: 'id:asc',
  fields: {
    id: common.id,
    legal_entity_id: { filterable: true },
    user_id: { filterable: true },
    position: { searchable: true, column: true },
    contact_email: { filterable: true, searchable: true, column: true },
    contact_phone: { filterable: true, searchable: true, column: 'phone' },
    status: { filterable: true, column: 'status' },
    api_client_secret_hash: { hidden: true },
    created_at: { sortable: true },
  },
});
