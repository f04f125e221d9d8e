import type { ComponentType } from 'react';
import { AppointmentHistory } from './appointment-history.tsx';
import { EmployeeAccessPanel } from './staff/employee-access-panel.tsx';
import { RolePermissionsPanel } from './staff/role-permissions-panel.tsx';

/** What a record's page gives the panel shown below its form. */
export interface RecordPanelProps {
  /** Absent on the add page. */
  id?: number;
  /** The record as the form holds it (its `version` included). */
  record: Record<string, unknown>;
  /** The panel saved something that raised the record's version: the form adopts it, so its next save is not refused. */
  onVersion: (version: number) => void;
  /** Reads the record again (after a conflict the panel reported). */
  onReload: () => Promise<unknown>;
}

/**
 * Parts of a record's page a field list cannot describe, by registry name (docs/decisions/202): what they edit
 * lives in other tables and is saved by its own declared route. Most resources have none.
 */
const PANELS: Readonly<Record<string, ComponentType<RecordPanelProps>>> = {
  // A visit's history of answers, payments and changes (docs/decisions/207).
  appointments: ({ id }) => (id === undefined ? null : <AppointmentHistory id={id} />),
  employees: EmployeeAccessPanel,
  roles: RolePermissionsPanel,
};

export function RecordPanel({ resource, ...props }: RecordPanelProps & { resource: string }) {
  const Panel = Object.hasOwn(PANELS, resource) ? PANELS[resource] : undefined;
  return Panel ? <Panel {...props} /> : null;
}
