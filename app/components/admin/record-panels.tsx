import type { ComponentType } from 'react';
import type { ResourceDefinition } from '../../../resources/define.ts';
import { AppointmentHistory } from './appointment-history.tsx';

/** What a record's page shows below its form, for the few resources that have more to show (registry name → panel). */
const PANELS: Readonly<Record<string, ComponentType<{ id: number }>>> = {
  appointments: AppointmentHistory,
};

export function RecordPanels({ definition, id }: { definition: ResourceDefinition; id: number }) {
  const Panel = Object.hasOwn(PANELS, definition.name) ? PANELS[definition.name] : undefined;
  return Panel ? <Panel id={id} /> : null;
}
