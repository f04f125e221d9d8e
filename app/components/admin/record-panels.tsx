import type { ComponentType } from 'react';
import type { RecordPanelProps } from './record-panel-props.ts';
import { AppointmentHistory } from './appointment-history.tsx';
import { PromotionParticipantsPanel } from './promotion-participants-panel.tsx';
import { ServicePromotionNotice } from './service-promotion-notice.tsx';
import { EmployeeAccessPanel } from './staff/employee-access-panel.tsx';
import { RolePermissionsPanel } from './staff/role-permissions-panel.tsx';


/**
 * Parts of a record's page a field list cannot describe, by registry name (docs/decisions/202): what they edit
 * lives in other tables and is saved by its own declared route. Most resources have none.
 */
const PANELS: Readonly<Record<string, ComponentType<RecordPanelProps>>> = {
  // A visit's history of answers, payments and changes (docs/decisions/207).
  appointments: ({ id }) => (id === undefined ? null : <AppointmentHistory id={id} />),
  employees: EmployeeAccessPanel,
  roles: RolePermissionsPanel,
  // A promotion's participants, and on a service the running promotion that freezes it (docs/decisions/286).
  promotions: PromotionParticipantsPanel,
  'doctor-services': ServicePromotionNotice,
};

export function RecordPanel({ resource, ...props }: RecordPanelProps & { resource: string }) {
  const Panel = Object.hasOwn(PANELS, resource) ? PANELS[resource] : undefined;
  return Panel ? <Panel {...props} /> : null;
}
