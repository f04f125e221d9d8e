import { ALERT_SOURCES } from '../contracts/alerts.ts';
import { common, optionsOf } from './fields.ts';
import { resource } from './resource.ts';

/**
 * Every air-raid alert of every region, newest first (docs/decisions/308): when it started and ended and who said
 * so, the signed feed or staff. Read-only: alerts start and end through the feed or the regions' buttons
 * (resources/alert-regions.ts).
 */
export const regionAlerts = resource({
  name: 'region-alerts',
  table: 'region_alerts',
  section: 'medical-institutions',
  screen: { path: 'medical-institutions/alert-history' },
  trash: false,
  populate: { region: { resource: 'alert-regions' } },
  defaultSort: 'started_at:desc,id:desc',
  fields: {
    id: common.id,
    region_id: { relation: { resource: 'alert-regions' }, label: 'field.alert_region', filter: true, column: 'relation' },
    started_at: { input: 'datetime', label: 'field.alert_started_at', filter: true, sortable: true, column: 'date' },
    ended_at: { input: 'datetime', label: 'field.alert_ended_at', filterable: true, sortable: true, column: 'date' },
    source: { input: 'select', label: 'field.alert_source', options: optionsOf(ALERT_SOURCES, 'admin.alerts.source'), filter: true, column: true },
    set_by: { filterable: true },
  },
  columnOrder: ['id', 'region_id', 'started_at', 'ended_at', 'source'],
});
