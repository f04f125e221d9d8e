import { permissionName, type Action, type ResourceDefinition } from '../../resources/define.ts';
import { findResource } from '../../resources/registry.ts';
import { MISSING_ID, PROBE_BODY, probeLabel, type Probe } from './probe.ts';
import { expected, ROLES, type Expected, type Role } from './roles.ts';

const ACTIONS: readonly Action[] = ['read', 'create', 'update', 'delete', 'restore'];

/** Staff with the resource's rights and administrators get `allowed`; the rest 401 without a session, else 403. */
const staffOnly = (allowed: number): Expected => expected(403, { staffWith: allowed, administrator: allowed });

/** Who may read the resource (SPEC §6, definition.read): public resources anyone, else staff holding the permission. */
function mayRead(definition: ResourceDefinition, role: Role, heldBy: ResourceDefinition): boolean {
  if (definition.read === 'public' || role === 'administrator') return true;
  return role === 'staffWith' && heldBy.name === definition.name;
}

const denial = (role: Role) => (role === 'anonymous' ? 401 : 403);

/**
 * Public resources whose records have a life cycle: the public sees only active ones (their pages answer
 * 404 for the rest), staff with the read right see all.
 */
export const PUBLIC_WHEN_ACTIVE = ['doctors', 'medical-institutions', 'blog/articles'] as const;

export interface ResourceTargets {
  /** The id of an existing record (the other party's where the matrix plants one), or null for an empty table. */
  record: number | null;
  /** Records only staff may see (inactive, or in trash), for resources in PUBLIC_WHEN_ACTIVE. */
  inactive?: number;
  trashed?: number;
  /** For a resource scoped inside a shared table (`patients` in `users`): a row of the table outside the scope. */
  outOfScope?: number;
}

/**
 * Every route of the generic route table for one resource, with what each role must get, derived from
 * the definition alone: `read`, the permission names, `create` / `update`, `trash` and `populate`.
 * Allowed writers send a body the contract refuses (422) or name a missing record (404), so the matrix
 * proves the access decision without changing data.
 */
export function resourceProbes(definition: ResourceDefinition, targets: ResourceTargets): Probe[] {
  const base = `/api/v1/${definition.name}`;
  const permissions = ACTIONS.map((action) => permissionName(definition, action));
  const canCreate = Boolean(definition.create);
  const canUpdate = Boolean(definition.update ?? definition.create);
  const canRemove = definition.trash || canCreate;
  const record = targets.record ?? MISSING_ID;
  const read = definition.read === 'public' ? expected(200, {}, 200) : staffOnly(200);
  const readOne = targets.record === null ? mapStatus(read, 200, 404) : read;
  const probe = (method: Probe['method'], route: string, expect: Expected, request: Probe['request'], note?: string): Probe => ({
    label: probeLabel(method, route, note),
    method,
    route,
    expect,
    permissions,
    request,
  });
  // Refused callers name the other party's record; allowed ones a missing record.
  const target = (allowed: boolean) => (allowed ? MISSING_ID : record);

  const probes: Probe[] = [
    probe('GET', base, read, () => ({ url: base })),
    probe('GET', `${base}/:id`, readOne, () => ({ url: `${base}/${record}` })),
    probe('POST', base, staffOnly(canCreate ? 422 : 405), () => ({ url: base, body: PROBE_BODY })),
    probe('POST', `${base}/batch-create`, staffOnly(canCreate ? 422 : 405), () => ({ url: `${base}/batch-create`, body: { items: [PROBE_BODY] } })),
    probe('PUT', `${base}/:id`, staffOnly(canUpdate ? 422 : 405), () => ({ url: `${base}/${record}`, body: PROBE_BODY })),
    probe('PATCH', `${base}/:id`, staffOnly(canUpdate ? 422 : 405), () => ({ url: `${base}/${record}`, body: PROBE_BODY })),
    probe('POST', `${base}/batch-update`, staffOnly(canUpdate ? 422 : 405), () => ({
      url: `${base}/batch-update`,
      body: { items: [{ id: record, ...PROBE_BODY }] },
    })),
    probe('DELETE', `${base}/:id`, staffOnly(canRemove ? 404 : 405), (_role, allowed) => ({ url: `${base}/${target(allowed)}` })),
    probe('POST', `${base}/batch-delete`, staffOnly(canRemove ? 404 : 405), (_role, allowed) => ({
      url: `${base}/batch-delete`,
      body: { ids: [target(allowed)] },
    })),
    probe('PATCH', `${base}/:id/restore`, staffOnly(definition.trash ? 404 : 405), (_role, allowed) => ({ url: `${base}/${target(allowed)}/restore` })),
    probe('POST', `${base}/batch-restore`, staffOnly(definition.trash ? 404 : 405), (_role, allowed) => ({
      url: `${base}/batch-restore`,
      body: { ids: [target(allowed)] },
    })),
  ];

  // The CSV export is staff's with the read right, whether the resource is public or not (docs/decisions/198).
  probes.push(probe('GET', `${base}/export.csv`, staffOnly(200), () => ({ url: `${base}/export.csv` })));

  // The trash is staff's, whether the resource is public or not.
  if (definition.trash) probes.push(probe('GET', base, staffOnly(200), () => ({ url: `${base}?trashed=only` }), 'trash'));

  // An embedded relation is read as its own resource: the caller needs the right to read both.
  const relations = Object.entries(definition.populate ?? {}).map(([name, relation]) => {
    const related = findResource(relation.resource);
    if (!related) throw new Error(`${definition.name}: populate ${name} names unknown resource ${relation.resource}`);
    return { name, related };
  });
  const embedding = (embedded: typeof relations) =>
    Object.fromEntries(
      ROLES.map((role) => [
        role,
        mayRead(definition, role, definition) && embedded.every(({ related }) => mayRead(related, role, definition)) ? 200 : denial(role),
      ]),
    ) as Expected;
  for (const relation of relations) {
    probes.push(probe('GET', base, embedding([relation]), () => ({ url: `${base}?populate[0]=${relation.name}` }), `populate ${relation.name}`));
  }
  if (relations.length > 1) {
    const all = relations.map(({ name }) => name).join(',');
    probes.push(
      probe(
        'GET',
        `${base}/:id`,
        mapStatus(embedding(relations), 200, targets.record === null ? 404 : 200),
        () => ({ url: `${base}/${record}?populate=${all}` }),
        'populate all, comma-separated',
      ),
    );
  }

  // A scoped resource is its scope: a row of the same table outside it does not exist here, for reads and writes alike.
  if (targets.outOfScope !== undefined) {
    const other = targets.outOfScope;
    const note = 'outside the scope';
    probes.push(probe('GET', `${base}/:id`, staffOnly(404), () => ({ url: `${base}/${other}` }), note));
    probes.push(probe('DELETE', `${base}/:id`, staffOnly(canRemove ? 404 : 405), () => ({ url: `${base}/${other}` }), note));
    probes.push(probe('POST', `${base}/batch-delete`, staffOnly(canRemove ? 404 : 405), () => ({ url: `${base}/batch-delete`, body: { ids: [other] } }), note));
    probes.push(probe('PATCH', `${base}/:id/restore`, staffOnly(definition.trash ? 404 : 405), () => ({ url: `${base}/${other}/restore` }), note));
  }
  if (targets.inactive !== undefined) {
    const onlyStaff = expected(404, { staffWith: 200, administrator: 200 }, 404);
    probes.push(probe('GET', `${base}/:id`, onlyStaff, () => ({ url: `${base}/${targets.inactive}` }), 'inactive record'));
    // Asking for them by name finds nothing for the public (the markers would show otherwise).
    probes.push(
      probe('GET', base, read, () => ({ url: `${base}?filters[status][$eq]=inactive&filters[id][$eq]=${targets.inactive}` }), 'filtered to inactive'),
    );
  }
  if (targets.trashed !== undefined) {
    probes.push(probe('GET', `${base}/:id`, expected(404, {}, 404), () => ({ url: `${base}/${targets.trashed}` }), 'record in trash'));
    probes.push(probe('GET', `${base}/:id`, staffOnly(200), () => ({ url: `${base}/${targets.trashed}?trashed=only` }), 'record in trash, asked for'));
  }
  return probes;
}

function mapStatus(expect: Expected, from: number, to: number): Expected {
  return Object.fromEntries(Object.entries(expect).map(([role, status]) => [role, status === from ? to : status])) as Expected;
}
