import type { ComponentType } from 'react';
import type { RecordPanelProps } from './record-panel-props.ts';
import { AppointmentHistory } from './appointment-history.tsx';
import { ArticlePreviewPanel } from './article-preview-panel.tsx';
import { EmployeeAccessPanel } from './staff/employee-access-panel.tsx';
import { RolePermissionsPanel } from './staff/role-permissions-panel.tsx';


/**
 * Parts of a record's page a field list cannot describe, by registry name (docs/decisions/202): what they edit
 * lives in other tables and is saved by its own declared route. Most resources have none.
 */
const PANELS: Readonly<Record<string, ComponentType<RecordPanelProps>>> = {
  // A visit's history of answers, payments and changes (docs/decisions/207).
  appointments: ({ id }) => (id === undefined ? null : <AppointmentHistory id={id} />),
  // The article's public page before it is published (docs/decisions/285).
  'blog/articles': ArticlePreviewPanel,
  employees: EmployeeAccessPanel,
  roles: RolePermissionsPanel,
};

export function RecordPanel({ resource, ...props }: RecordPanelProps & { resource: string }) {
  const Panel = Object.hasOwn(PANELS, resource) ? PANELS[resource] : undefined;
  return Panel ? <Panel {...props} /> : null;
}
