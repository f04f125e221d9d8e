import { common, optionsOf } from './fields.ts';
import { resource } from './resource.ts';

export const ALERT_STATES = ['on', 'off'] as const;

/** Starting or ending a region's alert by hand (docs/decisions/308): a yes / no question, then the route. */
const command = (name: 'start' | 'end', when: (typeof ALERT_STATES)[number]) => ({
  name: `alert-${name}`,
  label: `admin.alerts.${name}`,
  confirm: `admin.alerts.${name}.confirm`,
  done: `admin.alerts.${name}.done`,
  when: { field: 'alert', in: [when] },
  permission: 'update' as const,
  path: `alert-regions/{id}/alert/${name}`,
});

/**
 * The regions air-raid alerts are announced for, each with its alert now (docs/decisions/308). The list is fixed
 * (migration 0040, by the public feeds' ids); staff start a region's alert by hand and end it from here, each
 * written to the action log. `alert` and `alert_started_at` are read from the region's open alert.
 */
export const alertRegions = resource({
  name: 'alert-regions',
  table: 'alert_regions',
  section: 'medical-institutions',
  screen: { path: 'medical-institutions/alerts' },
  trash: false,
  defaultSort: 'name:asc,id:asc',
  actions: [command('start', 'off'), command('end', 'on')],
  fields: {
    id: common.id,
    name: { translated: true, input: 'text', label: 'field.alert_region', filterable: 'each-language', sortable: true, searchable: true, column: true },
    feed_uid: { input: 'text', label: 'field.feed_uid', filterable: true, sortable: true, searchable: true, column: true },
    alert: { label: 'field.alert_state', elsewhere: true, options: optionsOf(ALERT_STATES, 'admin.alerts.state'), column: true },
    alert_started_at: { input: 'datetime', label: 'field.alert_started_at', elsewhere: true, column: 'date' },
  },
  columnOrder: ['id', 'name', 'feed_uid', 'alert', 'alert_started_at'],
});
