import { and, eq, not } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { ResourceColumns } from '../../features/records/query.ts';
import { tableFor } from '../../features/records/tables.ts';
import type { ResourceDefinition } from '../../resources/define.ts';
import { resources } from '../../resources/registry.ts';
import type { PUBLIC_WHEN_ACTIVE, ResourceTargets } from './resource-probes.ts';
import type { World } from './world.ts';

/** The other party's record for resources where the matrix plants one, else the first record of the table. */
export async function resourceTargets(db: Db, w: World): Promise<Map<string, ResourceTargets>> {
  const planted: Record<string, number> = {
    appointments: w.appointmentA.id,
    timesheets: w.timesheetA.id,
    'timesheet-entries': w.entryA.id,
    'legal-entities': w.entityA.id,
    representatives: w.representativeA.id,
    patients: w.patientA.id,
    employees: w.parties.administrator,
    notifications: w.noticeA.id,
    doctors: w.doctorA.id,
    'medical-institutions': w.clinicA.id,
    'doctor-services': w.serviceA.id,
    reviews: w.reviewB.id,
    cities: w.city.id,
    specializations: w.specialization.id,
    'blog/articles': w.article.id,
  };
  const hidden: Record<(typeof PUBLIC_WHEN_ACTIVE)[number], Omit<ResourceTargets, 'record'>> = {
    doctors: { inactive: w.inactiveDoctor.id, trashed: w.trashedDoctor.id },
    'medical-institutions': { inactive: w.inactiveClinic.id },
    'blog/articles': { inactive: w.inactiveArticle.id },
  };
  const map = new Map<string, ResourceTargets>();
  for (const definition of resources) {
    const columns = new ResourceColumns(definition, tableFor(definition.table), 'ua');
    const [first] = await db
      .select({ id: columns.all.id })
      .from(columns.table)
      .where(and(...columns.baseConditions('without')))
      .orderBy(columns.all.id)
      .limit(1);
    const record = planted[definition.name] ?? (first?.id as number | undefined) ?? null;
    map.set(definition.name, { record, outOfScope: await outsideScope(db, definition), ...(hidden[definition.name as keyof typeof hidden] ?? {}) });
  }
  return map;
}

/** A row of the resource's table that its scope excludes (an employee for `patients`), if it has a scope. */
async function outsideScope(db: Db, definition: ResourceDefinition): Promise<number | undefined> {
  if (!definition.scope) return undefined;
  const columns = new ResourceColumns(definition, tableFor(definition.table), 'ua');
  const inScope = Object.entries(definition.scope).map(([field, value]) => eq(columns.all[field], value));
  const [row] = await db
    .select({ id: columns.all.id })
    .from(columns.table)
    .where(not(and(...inScope)!))
    .orderBy(columns.all.id)
    .limit(1);
  if (!row) throw new Error(`${definition.name}: the matrix plants no row outside its scope`);
  return row.id as number;
}
