import { common, optionsOf } from './fields.ts';
import { resource } from './resource.ts';

/** The actions every resource knows; commands of special screens (approve, import, ...) show as written. */
export const LOGGED_ACTIONS = ['create', 'update', 'delete', 'restore', 'read', 'list', 'export'] as const;

/**
 * Who did what, when (SPEC §2 action-log; docs/decisions/197): every staff write with the before / after of
 * the fields it changed, every staff read of patient data, and every partner representative's write with its
 * legal entity and the names of the fields (docs/decisions/270). Read-only and append-only: the database
 * refuses to change or remove a line.
 */
export const actionLog = resource({
  name: 'action-log',
  table: 'action_log',
  section: 'action-log',
  screen: { path: 'action-log' },
  trash: false,
  populate: { user: { resource: 'employees' }, legal_entity: { resource: 'legal-entities' } },
  defaultSort: 'created_at:desc,id:desc',
  fields: {
    id: common.id,
    created_at: { input: 'datetime', label: 'field.action_at', filter: true, sortable: true, column: 'date' },
    user_id: { relation: { resource: 'employees' }, label: 'field.employee', filter: true, column: 'relation' },
    action: { input: 'select', options: optionsOf(LOGGED_ACTIONS, 'action-log.action'), filter: true, searchable: true, column: true },
    resource: { input: 'text', filter: true, searchable: true, column: 'resource' },
    record_id: { input: 'number', filter: true, sortable: true, column: true },
    changes: { input: 'changes' },
    // A partner representative's write (docs/decisions/270): its legal entity; empty on staff lines.
    legal_entity_id: { relation: { resource: 'legal-entities', labelField: 'public_name' }, label: 'field.legal_entity', filter: true, column: 'relation' },
  },
});
